// The booking form's messages (spec section 5, spelling as shown) and what the booking calls answer.

export const bookingFormMessages = {
  counsellingType: 'Please select counselling type',
  fullName: 'Please enter full name',
  gender: 'Please select gender',
  dob: 'Please select date of birth',
  emailValid: 'Please enter valid email id',
  emailRequired: 'Please enter email id',
  firstConsultation: 'Please select counseling type',
  phoneRequired: 'Please enter phone number',
  phoneValid: 'Please enter valid phone number',
  referredBy: 'Please select reffered by',
  referredDoctor: 'Please enter Doctor name!',
  referredClinic: 'Please enter Hospital/Clinic Address!',
  age: 'Please confirm your age',
  terms: 'Please accept terms & conditions',
  someoneElseName: 'Name should only contain alphabet',
  adultOnly: 'The patient must be 18 or older.',
  slotRequired: 'Please select time slot',
  noSlots: 'No Slots Available',
  documentTitle: 'Please input document title',
  fileType: 'Select file type JPG, PNG or PDF file.',
} as const;

export const bookingMessages = {
  held: 'Slot held.',
  booked: 'Appointment booked.',
  bookedPay: 'Appointment saved. Please complete the payment.',
  slotTaken: 'This slot has just been booked by someone else. Please choose another time.',
  slotNotOffered: 'This expert does not see patients at that time. Please choose a slot from the list.',
  // Ours (issue 21): the expert changed their hours or took leave while the patient was booking.
  slotNoLongerOffered: 'This slot is no longer available. Please choose another.',
  slotPast: 'That time has already passed. Please choose a later slot.',
  holdExpired: 'Your hold on this slot ran out. Please choose the slot again.',
  expertNotFound: 'Expert not found.',
  typeMismatch: 'This expert does not offer that consultation type.',
  timeInvalid: 'Please send times as HH:mm.',
  dateInvalid: 'Please send the date as YYYY-MM-DD.',
  tooManyAttachments: 'You can attach up to 5 reports.',
  attachmentNotFound: 'One of the attached reports was not found. Please upload it again.',
  savedReportsUnsupported: 'Saved reports cannot be attached yet. Please upload the file.',
  tncInvalid: 'Please accept the current terms & conditions.',
  paymentStart: 'Server error. Are you online?',
  // The payment page (spec section 8).
  bookingNotFound: 'Appointment booking not found.',
  linkExpired: 'Your Payment Link is expired. Please book the appointment again.',
  alreadyPaid: 'Payment for this booking has already done',
  payable: 'Appointment payment details.',
  orderCreated: 'Order created.',
  // Ours (issue 18): the payment link is a capability of its own, not the booking's id.
  linkInvalid: 'This payment link has expired or is not valid.',
  payLinkNeeded: 'To pay, please open the payment link you were sent, or sign in.',
  // Ours (issue 19).
  familyMembers: 'People you booked for before.',
  intakeLink: 'Intake form link.',
  intakeClosed: 'The intake form is open only for a confirmed consultation that has not ended.',
} as const;

export const couponMessages = {
  applied: 'Coupon applied successfully.',
  required: 'Please enter a coupon code.',
  invalid: 'This coupon code is not valid.',
  expired: 'This coupon has expired.',
  used: 'This coupon has already been used.',
  notForType: 'This coupon cannot be used for this consultation.',
  amountInvalid: 'Please send the amount in rupees.',
} as const;
