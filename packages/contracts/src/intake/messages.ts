// The intake form's messages (spec sections 2, 5 and 8; spelling as shown).

export const intakeMessages = {
  required: 'Required',
  phoneInvalid: 'Phone number is not valid',
  emailInvalid: 'E-mail ID is not valid',
  submitted: 'Your form submitted successfully.',
  expired: 'Your appointment time has been expired.',
  already: 'You are alredy submitted this intake form.',
  // ours
  ageInvalid: 'Please enter an age from 1 to 100.',
  dobInvalid: 'Please enter a date of birth in the past (DD-MM-YYYY).',
  notFound: 'Appointment booking not found.',
  typeMismatch: 'This form does not match the appointment.',
  detail: 'Patient details for the intake form.',
  tooLong: 'Please keep this answer shorter.',
} as const;
