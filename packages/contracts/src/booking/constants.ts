// Booking (spec sections 3, 5 and 9).

export const FEE_TYPES = ['self', 'couple', 'family'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

export const FEE_TYPE_LABELS: Record<FeeType, string> = { self: 'Self', couple: 'Couple', family: 'Family' };

/** GC: first consultation or follow-up (MHC is always first). */
export const CONSULTATIONS = ['first', 'follow_up'] as const;
export type Consultation = (typeof CONSULTATIONS)[number];

export const REFERRED_BY = ['self', 'doctor'] as const;

/** Report attachments on a booking (spec section 9). */
export const MAX_BOOKING_ATTACHMENTS = 5;

/** The slot hold the spec's info modal promises (the server's BOOKING_HOLD_MINUTES may differ). */
export const DEFAULT_HOLD_MINUTES = 10;

/** Booking names for someone else: 2 to 30 letters or spaces. */
export const SOMEONE_ELSE_NAME = /^[A-Za-z ]{2,30}$/;
