// What the console's reviews and contact-enquiries calls answer (issue 22).

export const reviewModerationMessages = {
  list: 'Reviews.',
  approved: 'Review approved. It now counts in the expert’s rating.',
  rejected: 'Review rejected. It does not count in the expert’s rating.',
  notFound: 'No review has this id.',
  notPending: 'This review has already been moderated.',
  statusInvalid: 'status must be pending, approved or rejected.',
} as const;

export const enquiryMessages = {
  list: 'Contact enquiries.',
  handled: 'Enquiry marked handled.',
  reopened: 'Enquiry reopened.',
  notFound: 'No contact enquiry has this id.',
  alreadyHandled: 'This enquiry has already been marked handled.',
  notHandled: 'This enquiry is not handled, so it cannot be reopened.',
  handledInvalid: 'handled must be true or false.',
  orderInvalid: 'order must be newest or oldest.',
  noteTooLong: 'The note can be at most 1,000 characters.',
} as const;
