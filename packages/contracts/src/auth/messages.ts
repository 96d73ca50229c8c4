// Sign-in, sign-up, one-time codes and password reset. Quoted strings are the spec's words
// (sections 4, 5, 7, 8); the ones the spec leaves unsaid are marked "ours".

export const loginMessages = {
  usernameRequired: 'Please enter a email id/phone number',
  usernameInvalid: 'Please enter a valid email id/phone number',
  passwordRequired: 'Please Enter Password',
  passwordShort: 'Password must contain 8 characters',
  // ours: one answer whether or not the account exists
  badCredentials: 'Invalid email id/phone number or password.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in a few minutes.',
  signedIn: 'Signed in successfully.',
  socialNotLinked: 'No account is linked with this social account. Please sign up first.',
} as const;

export const forgotPasswordMessages = {
  phoneRequired: 'Please enter phone number',
  phoneInvalid: 'Please enter valid phone number',
  otpMissing: 'Please enter your OTP',
  passwordRequired: 'Please input your password!',
  passwordWeak:
    'Please enter Password with minimum 8 characters, one lowercase, one number and an special character',
  confirmRequired: 'Please confirm your password!',
  confirmMismatch: 'Password and confirm password must be same.',
  // ours
  otpSent: 'If this number is registered with us, an OTP has been sent to it.',
  resetDone: 'Password reset successfully. Please sign in with your new password.',
  // ours: the same answer whether or not the number has an account (or an e-mail address)
  codesPaused:
    'Too many codes were asked for or entered wrongly for this number, so codes are paused for this account. If the account has an e-mail address, we have e-mailed it a link to reset your password.',
  linkInvalid: 'This reset link has expired or has already been used. Please ask for a new one.',
} as const;

export const signUpMessages = {
  phoneRequired: 'Please enter phone number',
  phoneInvalid: 'Enter valid phone number',
  firstNameRequired: 'Please enter first name',
  lastNameRequired: 'Please enter last name',
  alphabetOnly: 'Please enter alphabet only',
  emailRequired: 'Please enter email id',
  emailInvalid: 'Please enter valid email id',
  passwordRequired: 'Please enter password',
  passwordWeak: '*Use 8 or more characters with a mix of letters,numbers & symbols',
  confirmRequired: 'Please confirm password!',
  confirmMismatch: 'Password does not match.',
  verifyPhoneToSignUp: 'Please verify your mobile number to sign up.',
  verifyPhone: 'Please verify Phone number',
  verifyMobile: 'Please verify mobile',
  otpMissing: 'Please enter OTP',
  patientIdRequired: 'Please input Patient ID!',
  genderRequired: 'Please enter your gender',
  dobRequired: 'Please input your Date Of Birth!',
  // ours: the spec gives the 18-year rule but no words for it
  dobTooYoung: 'You must be at least 18 years old',
  interestRequired: 'Please select interest',
  lmpRequired: 'Please Select LMP Date',
  // ours
  lmpOutOfRange: 'LMP date must be in the past and within the last 280 days',
  stageRequired: 'Please Select Menstrual details',
  alreadyRegistered: 'Patient already present please Sign In',
  alreadyRegisteredQuestion: 'Do you want to login.',
  accountCreated: 'Your account has been successfully created',
} as const;

export const otpMessages = {
  patientAlreadyExists: 'Patient already exist.',
  validated: 'OTP validated successfully.',
  validatedLinkPatient:
    'OTP validated successfully and patient already present. Please link with your Patient ID.',
  newPatient: 'New Patient.',
  // ours
  sent: 'OTP sent successfully.',
  invalid: 'Invalid OTP. Please try again.',
  expired: 'OTP has expired. Please request a new one.',
  tooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  sendTooSoon: 'Please wait 30 seconds before requesting another OTP.',
  sendLimit: 'Too many OTP requests. Please try again later.',
  phoneNotVerified: 'Please verify your mobile number first.',
  emailTaken: 'This e-mail id is already registered. Please sign in.',
  phoneTaken: 'This phone number is already registered. Please sign in.',
  patientLinked: 'Patient verified successfully.',
  patientIdMismatch: 'No patient with this Patient ID is registered with this phone number.',
  registered: 'Patient registered successfully.',
  // ours
  sendFailed: 'We could not send the OTP right now. Please try again in a minute.',
} as const;

/** Google and Facebook sign-in (all ours). */
export const socialMessages = {
  unavailable: {
    google: 'Google sign-in is not available.',
    facebook: 'Facebook sign-in is not available.',
  },
  notVerified: 'We could not verify your social account. Please try again.',
  signUpAgain: 'Please sign up with Google or Facebook again.',
} as const;
