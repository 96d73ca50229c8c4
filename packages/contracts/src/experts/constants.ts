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

/** Ours (issue 19): how the expert list may be ordered; without `sort`, the closest match to the query first, then by name. */
export const EXPERT_SORTS = ['next_available', 'fee', 'experience'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/**
 * Each sort's natural direction: the soonest slot, the lowest fee, the most years of practice.
 * Experience in the `desc` direction means most experienced first (practising since earliest).
 */
export const DEFAULT_SORT_DIRECTION: Record<ExpertSort, SortDirection> = {
  next_available: 'asc',
  fee: 'asc',
  experience: 'desc',
};
export const EXPERT_SORT_LABELS: Record<ExpertSort, string> = {
  next_available: 'Next available',
  fee: 'Fee',
  experience: 'Experience',
};

/** The counsellor's gender as the experts table keeps it, and how the filter names it. */
export const EXPERT_GENDERS = ['female', 'male', 'non-binary'] as const;
export type ExpertGender = (typeof EXPERT_GENDERS)[number];
export const EXPERT_GENDER_LABELS: Record<ExpertGender, string> = {
  female: 'Woman',
  male: 'Man',
  'non-binary': 'Non-binary',
};

/**
 * The fee the list sorts and filters by, in rupees: the first consultation (GC) or the self
 * session (MHC), the columns migration 0018 indexes. FEE_FILTER_MAX bounds the filter's input.
 */
export const FEE_FILTER_MAX = 100_000;

/** `next_available` looks this many days ahead (today included), in Asia/Kolkata. */
export const NEXT_AVAILABLE_DAYS = 14;

/**
 * Other spellings of a concern that patients, old links and the apps send, read as the one
 * common-master value ('Grief and Loss' and 'Grief & Loss' were both listed: issue 19).
 */
export const CONCERN_ALIASES: Readonly<Record<string, string>> = {
  'grief and loss': 'grief-and-loss',
  'grief & loss': 'grief-and-loss',
  'grief-loss': 'grief-and-loss',
  grief: 'grief-and-loss',
};
