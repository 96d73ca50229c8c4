import { signUpMessages } from '@care/contracts/auth/messages';
import { PREGNANCY_INTEREST } from '@care/contracts/patient/constants';
import { pregnancyRules } from '@care/contracts/patient/rules';

type Ctx = Parameters<typeof pregnancyRules>[1];

/** Runs the contracts' pregnancy rule on the stage modal's answer: {conceive_status?, lmp?}. */
export function stageErrors(conceiveStatus: string | null, lmp: string | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const ctx = {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => {
      const key = String(issue.path?.[0] ?? '');
      if (issue.message && !(key in errors)) errors[key] = issue.message;
    },
  } as unknown as Ctx;
  pregnancyRules({ interest: [PREGNANCY_INTEREST], conceive_status: conceiveStatus, lmp }, ctx, {
    stageRequired: signUpMessages.stageRequired,
    lmpRequired: signUpMessages.lmpRequired,
    lmpOutOfRange: signUpMessages.lmpOutOfRange,
  });
  return errors;
}
