// Business constants from spec section 9. Enums are `as const` arrays so zod and the
// database both read the same list.

export const DEFAULT_MESSAGE = 'Something is not right.';

export const PHONE_PREFIX = '+91';

export const PHONE_LENGTH = 10;

/** Indian mobile: 10 digits starting 6-9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const NAME_LETTERS_PATTERN = /^[A-Za-z]+$/;

export const NAME_LETTERS_SPACES_PATTERN = /^[A-Za-z][A-Za-z ]*$/;

export const NAME_MIN_LENGTH = 2;

export const ADULT_DAYS = 6574;

/** Storage folders named in spec section 7. */
export const STORAGE_FOLDERS = [
  'patient',
  'article',
  'doctor',
  'patient-report',
  'doctor-report',
  'pregnancy-data',
] as const;

export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

export const DATE_FORMAT_SENT = 'YYYY-MM-DD';

export const DATE_FORMAT_SHOWN = 'DD-MM-YYYY';
