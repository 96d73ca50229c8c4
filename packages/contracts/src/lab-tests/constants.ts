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
