// Appointments and reviews.

/** Stars a review gives (1 to 5). */
export const REVIEW_MAX_RATING = 5;
export const REVIEW_COMMENT_MAX = 1000;

/** Where a cancelled appointment's money stands (ours): nothing was paid, refunded, or on its way. */
export const REFUND_STATUSES = ['none', 'refunded', 'processing'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One refund of an appointment as the patient sees it (ours): on its way, or made. */
export const APPOINTMENT_REFUND_STATES = ['processing', 'refunded'] as const;

// A booking's states and the kept ones are the booking lifecycle's (contracts/booking/lifecycle).

/** The appointment and review lists' page size when none is asked for (what they answered before paging). */
export const APPOINTMENT_PAGE_SIZE = 200;
