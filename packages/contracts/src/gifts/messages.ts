// Quoted strings are the spec's words (sections 4, 5 and 8); the rest are ours.

export const giftMessages = {
  created: 'Coupon created successfully',
  failed: 'Something went wrong!',
  empty: 'No coupon available',
  required: 'Required!',
  nameInvalid: 'Enter a valid Name',
  phoneRequired: 'Please input your phone number!',
  phoneInvalid: 'Please check your phone number!',
  emailInvalid: 'Enter a Valid email',
  // ours
  valueInvalid: 'Please choose a gift value from ₹500 to ₹5,000 in steps of ₹500.',
  typeRequired: 'Please choose the consultation the gift is for.',
  messageTooLong: 'Please keep the message under 300 characters.',
  list: 'Your gift coupons.',
  paymentStart: 'The payment could not be started. Please try again.',
} as const;

/** The badge of a gift in Coupon History (spec section 4). */
export const giftBadges = { expired: 'Expired', used: 'Used', inUse: 'In use' } as const;
