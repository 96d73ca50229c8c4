// Every user-facing message, written once. Quoted strings are the spec's words (sections 4, 5, 7, 8);
// the ones the spec leaves unsaid are marked "ours".

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
} as const;

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

export const contactMessages = {
  nameRequired: 'Please enter full name',
  nameInvalid: 'Please enter valid full name',
  phoneRequired: 'Please enter phone number',
  phoneInvalid: 'Please enter valid phone number',
  emailRequired: 'Please enter email id',
  emailInvalid: 'Please enter valid email id',
  sent: 'Enquiry Sent Successfully.',
} as const;

export const commonMessages = {
  ok: 'Success.',
  unauthorized: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  signOutConfirm: 'Are you sure you want to sign out?',
  uploadTooLarge: 'The file is too large.',
  uploadLinkInvalid: 'This upload link is invalid or has expired.',
  invalidDate: 'Please select a valid date.',
  textControlCharacters: 'Please remove the invisible or control characters from your entry.',
} as const;

// ---------- Content and wellness (issue 3) ----------

export const articleMessages = {
  listEmptyTribe: 'Sorry No Articles available for these settings',
  bookmarksEmpty: 'You have no Articles Bookmarked',
  comingSoon: 'Coming Soon!',
  // ours
  notFound: 'This article is not available.',
  weekInvalid: 'Please choose a week from 1 to 40.',
  categoryInvalid: 'Please choose a valid category.',
  tribeInvalid: 'Please choose valid support tribes.',
  slugRequired: 'Please choose an article.',
  pageInvalid: 'Please ask for a valid page.',
  typeInvalid: 'Please choose text, audio or video articles.',
  articleIdRequired: 'Please choose an article.',
  liked: 'Article liked.',
  unliked: 'Article unliked.',
  bookmarked: 'Article bookmarked.',
  unbookmarked: 'Article removed from bookmarks.',
  linkCopied: 'Link copied.',
} as const;

export const pregnancyMessages = {
  weekInvalid: articleMessages.weekInvalid,
  // ours
  notFound: 'No pregnancy details are available for this week.',
} as const;

export const moodMessages = {
  // ours
  moodInvalid: 'Please choose a mood.',
  saved: 'Mood saved.',
} as const;

export const ovulationMessages = {
  // ours (spec: start date required; cycle length 20 to 40)
  startRequired: 'Please select the first day of your last period',
  startInFuture: 'The first day of your period cannot be in the future',
  cycleInvalid: 'Cycle length must be from 20 to 40 days',
} as const;

export const chatMessages = {
  // ours
  startOrAnswer: 'Please start a new chat or choose an answer.',
  unknownOption: 'Please choose one of the options shown.',
  notStarted: 'Please start a new chat first.',
  textTooLong: 'Please keep your message to 500 characters or fewer.',
} as const;

/**
 * India's helplines as answers and screens give them (ours): Tele-MANAS, the national tele
 * mental-health line, on its short code and its toll-free number (free, 24x7, many languages);
 * 112 for any emergency; 108 for an ambulance; 102, the free ambulance for pregnant women and
 * newborns. Each has its tel: address so a screen can make it tappable.
 */
export const helplines = {
  teleManas: { number: '14416', tel: 'tel:14416' },
  teleManasTollFree: { number: '1-800-891-4416', tel: 'tel:18008914416' },
  emergency: { number: '112', tel: 'tel:112' },
  ambulance: { number: '108', tel: 'tel:108' },
  pregnancyAmbulance: { number: '102', tel: 'tel:102' },
} as const;
