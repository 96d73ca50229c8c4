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
  sortInvalid: 'sort must be next_available, fee or experience.',
  directionInvalid: 'direction must be asc or desc.',
  feeMinInvalid: 'fee_min must be a whole number of rupees from 0 to 100000.',
  feeMaxInvalid: 'fee_max must be a whole number of rupees from 0 to 100000.',
  feeRangeInvalid: 'fee_min must not be more than fee_max.',
  genderInvalid: 'gender must be female, male or non-binary.',
} as const;
