/**
 * A review's (the spec's testimonial's) states: a patient's review waits as pending until
 * operations approves or rejects it; only approved ones count in the ratings patients see.
 * (apps/api's reviews table keeps the same three.)
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The contact enquiries list: the oldest waiting first (worked through in turn), or the newest. */
export const ENQUIRY_ORDERS = ['oldest', 'newest'] as const;
export type EnquiryOrder = (typeof ENQUIRY_ORDERS)[number];
