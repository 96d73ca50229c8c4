// What the experts calls answer (spec section 8 has the screens' empty states).

export const expertMessages = {
  list: 'Expert list.',
  detail: 'Expert details.',
  slots: 'Time slots.',
  bookings: 'Bookings.',
  notFound: 'Expert not found.',
  noExperts: 'No Expert found',
  typeInvalid: 'Please choose a consultation type (gc or mhc).',
  recordsInvalid: 'Records per page must be 10, 25, 50, 100 or 500.',
  pageInvalid: 'Page must be a whole number from 1.',
  dateInvalid: 'Please send the date as YYYY-MM-DD.',
  dateTooFar: 'Slots can be seen up to 60 days ahead.',
  dayMismatch: 'The day does not match the date.',
  doctorIdRequired: 'Please send doctor_id.',
} as const;
