// Reports. Quoted strings are the spec's words (sections 2, 5 and 8); the rest are ours.

export const reportMessages = {
  empty: "You don't have any reports",
  noReports: 'No Reports Available',
  fileType: 'Select file type JPG, PNG or PDF file.',
  titleRequired: 'Please input document title',
  // ours
  list: 'Your reports.',
  uploaded: 'Your report has been added.',
  uploadFailed: 'Your report could not be added. Please try again.',
  tooMany: 'Please add at most 5 reports at a time.',
  titleTooLong: 'Please keep the title under 100 characters.',
  fileNotFound: 'Report file not found.',
  notFound: 'Report not found.',
  deleted: 'Your report has been deleted.',
  statusInvalid: 'Please choose a risk status from the list.',
  searchTooLong: 'Please search with fewer than 100 characters.',
  link: 'A link to the file.',
  accessLog: 'Who opened your reports.',
} as const;
