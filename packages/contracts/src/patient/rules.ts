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
