// Messages every domain uses. The spec's own words are quoted as written; the rest are ours.

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

/**
 * A 400 for a field whose rule has no words of its own (zod's default wording is not for
 * people): the field's name as the request spells it, and whether it is missing or wrong.
 */
export const fieldMessages = {
  required: (field: string) => `${field} is required.`,
  invalid: (field: string) => `${field} is not valid.`,
} as const;
