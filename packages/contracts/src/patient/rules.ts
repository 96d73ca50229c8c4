import type { z } from 'zod';
import { isLmpInRange, todayIso } from '../common/dates.ts';
import { PREGNANCY_INTEREST, PREGNANT_STAGE } from './constants.ts';

/**
 * Shared by registration and profile: the pregnancy interest needs a stage, and the
 * "I am pregnant" stage needs an LMP within the last 280 days.
 */
export function pregnancyRules(
  v: {
    interest?: string[] | undefined;
    conceive_status?: string | null | undefined;
    lmp?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
  m: { stageRequired: string; lmpRequired: string; lmpOutOfRange: string },
) {
  if (!v.interest?.includes(PREGNANCY_INTEREST)) return;
  if (!v.conceive_status) {
    ctx.addIssue({ code: 'custom', path: ['conceive_status'], message: m.stageRequired });
    return;
  }
  if (v.conceive_status !== PREGNANT_STAGE) return;
  if (!v.lmp) ctx.addIssue({ code: 'custom', path: ['lmp'], message: m.lmpRequired });
  else if (!isLmpInRange(v.lmp, todayIso()))
    ctx.addIssue({ code: 'custom', path: ['lmp'], message: m.lmpOutOfRange });
}

/** The pregnancy interest is offered to women only (registration and profile alike). */
export function pregnancyInterestAllowed(
  gender: string | null | undefined,
  interests: readonly string[],
): boolean {
  return gender === 'female' || !interests.includes(PREGNANCY_INTEREST);
}

export interface PregnancyChoice {
  conceiveStatus: string | null;
  lmp: string | null;
  /** The day the LMP was given: the week is counted from it (see common/dates.ts). */
  lmpAsOf: string | null;
}

/**
 * What a profile keeps of the pregnancy fields after a save or a registration: without the
 * pregnancy interest there is no stage or LMP (spec section 4, Profile); with it, the stage as
 * chosen, and an LMP only for 'Already Conceived', given today unless it is the LMP already kept.
 */
export function pregnancyChoice(
  chosen: {
    interest: readonly string[];
    conceive_status?: string | null | undefined;
    lmp?: string | null | undefined;
  },
  kept: { lmp: string | null; lmpAsOf: string | null },
  today: string,
): PregnancyChoice {
  if (!chosen.interest.includes(PREGNANCY_INTEREST))
    return { conceiveStatus: null, lmp: null, lmpAsOf: null };
  const conceiveStatus = chosen.conceive_status ?? null;
  if (conceiveStatus !== PREGNANT_STAGE || !chosen.lmp) return { conceiveStatus, lmp: null, lmpAsOf: null };
  const lmpAsOf = chosen.lmp === kept.lmp && kept.lmpAsOf ? kept.lmpAsOf : today;
  return { conceiveStatus, lmp: chosen.lmp, lmpAsOf };
}
