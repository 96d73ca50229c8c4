// Edit Profile and the profile picture. Quoted strings are the spec's words; the rest are "ours".

export const profileMessages = {
  nameRequired: 'Required',
  nameInvalid: 'Enter a valid Name',
  phoneRequired: 'Please input your phone number!',
  interestRequired: 'Please pick an interest!',
  stageRequired: 'Please select a Your Stage',
  updated: 'Profile updated successfully.',
  picTooLargeOriginal: 'Original image size exceeds 10 MB limit.',
  picTooLargeCompressed: 'Compressed image size exceeds 1 MB limit.',
  picCompressFailed: 'Error compressing Image',
  fileType: 'Select file type JPG, PNG or PDF file.',
  picDeleteFailed: 'Profile picture could not be deleted.',
  // ours
  dobRequired: 'Please select date of birth',
  dobTooYoung: 'You must be at least 18 years old',
  lmpRequired: 'Please Select LMP Date',
  lmpOutOfRange: 'LMP date must be in the past and within the last 280 days',
  picRemoved: 'Profile picture removed.',
  picNotUploaded: 'The profile picture was not uploaded. Please choose it again.',
  pregnancyForWomenOnly: 'The pregnancy interest is offered to women only.',
} as const;
