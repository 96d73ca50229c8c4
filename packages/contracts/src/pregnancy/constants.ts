// The pregnancy tracker.

export const PREGNANCY_WEEKS = 40;

/** -1 means "no week filter" in article queries. */
export const NO_WEEK = -1;

/**
 * The week of a patient who tracks no pregnancy (section 4: "otherwise 0"). Article lists read it
 * as no week filter; the tracker shows week 0 as 40 (section 4).
 */
export const UNTRACKED_WEEK = 0;

export const PREGNANCY_DAYS = 280;

/** Baby highlights may hold this placeholder; the patient's full name is put in for it. */
export const PATIENT_NAME_PLACEHOLDER = '{{patient_name}}';

/** The week slider shows 7 slides. */
export const WEEK_SLIDES = 7;
