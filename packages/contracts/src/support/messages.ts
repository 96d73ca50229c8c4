// Contact Us (the spec's words).

export const contactMessages = {
  nameRequired: 'Please enter full name',
  nameInvalid: 'Please enter valid full name',
  phoneRequired: 'Please enter phone number',
  phoneInvalid: 'Please enter valid phone number',
  emailRequired: 'Please enter email id',
  emailInvalid: 'Please enter valid email id',
  sent: 'Enquiry Sent Successfully.',
} as const;
