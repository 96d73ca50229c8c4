// The lab as operations run it from the console (issue 22): the day's collections, moving a
// booking on, cancelling with a refund, the report upload and the catalogue. Ours.

export const labStaffMessages = {
  bookings: 'Lab bookings.',
  bookingNotFound: 'Lab booking not found.',
  dateInvalid: 'Please give the date as YYYY-MM-DD.',
  statusInvalid: 'Please choose a booking status from the list.',
  modeInvalid: 'Please choose home collection or a lab visit.',
  moveInvalid: 'A booking can be moved to sample collected or report ready only.',
  reportNeedsUpload: 'A report is made ready by uploading its PDF (Upload report), not by a move.',
  collected: 'Marked sample collected.',
  collectedAndPaid: 'Marked sample collected; the payment taken at collection is recorded.',
  alreadyCollected: 'This booking was already marked sample collected (perhaps by someone else just now).',
  alreadyReportReady: 'This booking’s report was already uploaded (perhaps by someone else just now).',
  alreadyCancelled: 'This booking was cancelled; it cannot be moved on.',
  collectCancelled: 'This booking was cancelled; its sample cannot be marked collected.',
  cancelReasonRequired: 'Please say why the booking is cancelled (3 to 300 characters).',
  cancelled: 'Booking cancelled. The patient has been sent a text.',
  cancelledRefunded:
    'Booking cancelled. The online payment will be refunded; the patient has been sent a text.',
  cancelOnlyBooked:
    'Only a booking whose sample is not yet collected can be cancelled; a failed sample gets a report with the status Failed.',
  // The report upload
  reportStatusInvalid:
    'Please choose the report’s status: Low Risk, Intermediate Risk, High Risk, Normal, Abnormal or Failed.',
  doctorNameRequired: 'Please give the name of the doctor who signed the report (2 to 120 characters).',
  instituteNameInvalid: 'Please give the laboratory’s name in 2 to 120 characters.',
  reportNotPdf: 'The report must be a PDF file.',
  reportTooLarge: 'The report must be a PDF of at most 10 MB.',
  reportEmpty: 'Please attach the report’s PDF.',
  reportNotCollected: 'Mark the sample collected before uploading its report.',
  reportSaved: 'Report uploaded. The patient sees it in Test Reports and has been sent a text.',
  // The catalogue
  tests: 'Lab tests.',
  testNotFound: 'Lab test not found.',
  testCreated: 'Lab test added.',
  testSaved: 'Lab test saved.',
  testNameRequired: 'Please give the test’s name (2 to 120 characters).',
  descriptionTooLong: 'Please keep the description under 2,000 characters.',
  mrpInvalid: 'Please give the MRP in paise as a whole number above 0 (at most ₹10,00,000).',
  categoriesRequired: 'Please choose at least one category from the list.',
  preparationTooLong: 'Please keep the preparation advice under 1,000 characters.',
  nothingToChange: 'Please send at least one field to change.',
} as const;
