// The ovulation calculator (spec section 9).

export const CYCLE_MIN = 20;

export const CYCLE_MAX = 40;

export const CYCLE_DEFAULT = 28;

/** Days a period is drawn as lasting on the calculator (ours: the spec does not say). */
export const PERIOD_DAYS = 5;

/** Periods listed on the calculator: the one entered and the next three (ours). */
export const PERIOD_RANGES = 4;
