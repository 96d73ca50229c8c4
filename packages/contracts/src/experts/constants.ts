// Experts (spec sections 2, 3 and 9): consultation types, list paging.

/** GC: Genetic Counselling; MHC: Mental Health Counselling. Answers use lower case. */
export const EXPERT_TYPES = ['gc', 'mhc'] as const;
export type ExpertType = (typeof EXPERT_TYPES)[number];

export const EXPERT_TYPE_LABELS: Record<ExpertType, string> = {
  gc: 'Genetic Counselling',
  mhc: 'Mental Health Counselling',
};

/** Expert list paging (spec section 9): page 1 and 10 records by default. */
export const EXPERT_PAGE_SIZES = [10, 25, 50, 100, 500] as const;
export const DEFAULT_EXPERT_RECORDS = 10;

/** Qualification shown cut at 20 characters in lists (spec section 9). */
export const QUALIFICATION_CUT = 20;

/** The date strip shows 7 days; slots are answered up to this many days ahead. */
export const DATE_STRIP_DAYS = 7;
export const SLOT_DAYS_AHEAD = 60;
