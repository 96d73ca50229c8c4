import { displayWeek, showsPregnancyTracker, storedWeek, todayIso } from '@care/contracts/common/dates';
import { PREGNANCY_INTEREST } from '@care/contracts/patient/constants';
import type { StoredPatient } from '@/lib/session';

export type HomeVariant = 'visitor' | 'pregnant' | 'non-pregnant';

/**
 * The patient's pregnancy week today. The session keeps the week worked out at sign-in; a
 * patient can stay signed in for weeks, so when a week was stored (above 0) and the LMP is known
 * it is worked out again for today. A stored 0 stays 0 (no pregnancy interest or no LMP).
 */
export function currentWeek(patient: StoredPatient, today: string = todayIso()): number {
  if (patient.week > 0 && patient.lmp) return storedWeek(patient, today);
  return patient.week;
}

/** Which home to show: visitors get the landing; the tracker follows spec section 6 to the letter. */
export function homeVariant(patient: StoredPatient | null, today: string = todayIso()): HomeVariant {
  if (!patient) return 'visitor';
  return showsPregnancyTracker(patient, currentWeek(patient, today)) ? 'pregnant' : 'non-pregnant';
}

/** The tracker's starting week: week 0 is shown as 40 (spec section 4). */
export function trackerStartWeek(patient: StoredPatient, today: string = todayIso()): number {
  return displayWeek(currentWeek(patient, today));
}

/**
 * The non-pregnant home's carousels are keyed to one interest: the patient's first interest
 * that is not the pregnancy one (she is not on the tracker, so pregnancy reading is not the
 * point here), or none, which lists articles of every interest.
 */
export function carouselCategory(patient: StoredPatient): string | undefined {
  return patient.interest.find((i) => i !== PREGNANCY_INTEREST);
}

export function fullName(patient: StoredPatient): string {
  return `${patient.name.firstName} ${patient.name.lastName}`.trim();
}
