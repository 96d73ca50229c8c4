import { TRIBES, type Tribe } from '@care/contracts/patient/constants';
import { paths } from '@/config/paths';

/** The stored tribes that are real tribe names, in the modal's order. */
export function knownTribes(stored: readonly string[] | undefined | null): Tribe[] {
  const set = new Set(stored ?? []);
  return TRIBES.filter((t) => set.has(t));
}

/**
 * Where the modal goes after a save (spec section 4): home when the patient cleared every
 * tribe while on the tribe home, otherwise the tribe home.
 */
export function afterTribeSave(selected: readonly string[], pathname: string): string {
  return selected.length === 0 && pathname === paths.supportTribe ? paths.home : paths.supportTribe;
}
