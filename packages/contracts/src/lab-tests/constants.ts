/** Test categories (spec section 9), as the API takes them in `category`. */
export const TEST_CATEGORIES = [
  'adults',
  'duringPregnancy',
  'forBabiesChildren',
  'postPregnancy',
  'prePregnancy',
] as const;
export type TestCategory = (typeof TEST_CATEGORIES)[number];

export const TEST_CATEGORY_LABELS: Record<TestCategory, string> = {
  adults: 'Adults',
  duringPregnancy: 'During pregnancy',
  forBabiesChildren: 'For babies and children',
  postPregnancy: 'After pregnancy',
  prePregnancy: 'Before pregnancy',
};

/**
 * A test booking's state (ours), forward only: booked → sample_collected → report_ready, or
 * booked → cancelled. Staff move it on; the patient sees it.
 */
export const TEST_BOOKING_STATUSES = ['booked', 'sample_collected', 'report_ready', 'cancelled'] as const;
export type TestBookingStatus = (typeof TEST_BOOKING_STATUSES)[number];

export const TEST_BOOKING_STATUS_LABELS: Record<TestBookingStatus, string> = {
  booked: 'Booked',
  sample_collected: 'Sample collected',
  report_ready: 'Report ready',
  cancelled: 'Cancelled',
};

/** The catalogue's and the bookings' page size when none is asked for (what they answered before paging). */
export const TEST_PAGE_SIZE = 200;

// Issue 22: how a lab booking is collected and paid, as Indian labs ask (1mg, Practo, Healthians).

/** Where the sample is taken: a phlebotomist at the patient's address, or the patient at the lab. */
export const COLLECTION_MODES = ['home', 'lab_visit'] as const;
export type CollectionMode = (typeof COLLECTION_MODES)[number];
export const COLLECTION_MODE_LABELS: Record<CollectionMode, string> = {
  home: 'Home collection',
  lab_visit: 'Visit the lab',
};

/**
 * The collection windows offered each day, Asia/Kolkata (most tests want an early fasting
 * sample, so the day starts at 07:00). A window is named by its start and end.
 */
export const COLLECTION_WINDOWS = [
  '07:00-09:00',
  '09:00-11:00',
  '11:00-13:00',
  '13:00-15:00',
  '15:00-17:00',
  '17:00-19:00',
] as const;
export type CollectionWindow = (typeof COLLECTION_WINDOWS)[number];

/** How a lab booking is paid: online through the same checkout as consultations, or at collection. */
export const LAB_PAYMENT_MODES = ['online', 'at_collection'] as const;
export type LabPaymentMode = (typeof LAB_PAYMENT_MODES)[number];

/** Where the lab booking's money stands (ours): unpaid → paid → refunded (a refunds row tracks the provider). */
export const LAB_PAYMENT_STATES = ['unpaid', 'paid', 'refunded'] as const;
export type LabPaymentState = (typeof LAB_PAYMENT_STATES)[number];

/** A patient keeps at most this many saved addresses. */
export const SAVED_ADDRESSES_MAX = 10;

/** How many days ahead (from today, Asia/Kolkata) a collection may be booked. */
export const COLLECTION_DAYS_AHEAD = 14;

/** A collection window as the patient reads it: '07:00-09:00' → 'between 07:00 and 09:00'. */
export function collectionWindowText(window: CollectionWindow): string {
  const [from, to] = window.split('-');
  return `between ${from} and ${to}`;
}

export const LAB_PAYMENT_MODE_LABELS: Record<LabPaymentMode, string> = {
  online: 'Pay online now',
  at_collection: 'Pay at collection',
};

export const LAB_PAYMENT_STATE_LABELS: Record<LabPaymentState, string> = {
  unpaid: 'Not paid',
  paid: 'Paid',
  refunded: 'Refunded',
};
