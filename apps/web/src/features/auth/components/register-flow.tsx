import { ApiError } from '@care/api-client/api-client';
import { registerBody, type SessionData } from '@care/contracts/auth/schemas';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { storeSession } from '@/lib/session';
import { toastError } from '@/lib/toast';
import { useRegister } from '../api/register';
import { buildRegistrationBody } from '../lib/build-registration-body';
import {
  canOpenDetailsStep,
  canOpenInterestStep,
  clearDraft,
  registrationSecrets,
  useRegistrationDraft,
} from '../lib/registration-draft';
import { AccountCreatedModal } from './account-created-modal';
import { GenderDobStep } from './gender-dob-step';
import { InterestStep, offeredSignUpInterests } from './interest-step';
import { SignUpDetailsStep } from './sign-up-details-step';
import { StepProgress } from './step-progress';

/** One screen for the three sign-up URLs; the URL picks the step. */
export function RegisterFlow() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { draft, update } = useRegistrationDraft();
  const register = useRegister();
  const [created, setCreated] = useState<SessionData | null>(null);

  // A reload can lose what a later step needs (the password lives in memory): start again.
  if (!created) {
    if (pathname === paths.registerGenderDob && !canOpenDetailsStep(draft))
      return <Navigate to={paths.register} replace />;
    if (pathname === paths.registerInterest && !canOpenInterestStep(draft))
      return <Navigate to={canOpenDetailsStep(draft) ? paths.registerGenderDob : paths.register} replace />;
  }

  const finish = () => {
    // Gender may have changed after interests were picked; send only what this patient is offered.
    const offered = offeredSignUpInterests(draft.gender);
    const answers = { ...draft, interest: draft.interest.filter((i) => offered.includes(i)) };
    const parsed = registerBody.safeParse(buildRegistrationBody(answers, registrationSecrets));
    if (!parsed.success) {
      toastError(parsed.error.issues[0]?.message ?? DEFAULT_MESSAGE);
      return;
    }
    register.mutate(
      {
        body: parsed.data,
        verificationToken: draft.verificationToken ?? '',
        socialType: draft.socialType ?? undefined,
      },
      {
        onSuccess: (res) => {
          clearDraft();
          setCreated(res.data);
        },
        onError: (e) => toastError(e instanceof ApiError ? e.message : String(e)),
      },
    );
  };

  const signIn = () => {
    if (!created) return;
    storeSession(created);
    navigate(paths.home, { replace: true });
  };

  return (
    <>
      {pathname === paths.registerGenderDob ? (
        <>
          <StepProgress active={1} />
          <GenderDobStep draft={draft} update={update} onDone={() => navigate(paths.registerInterest)} />
        </>
      ) : pathname === paths.registerInterest ? (
        <>
          <StepProgress active={2} />
          <InterestStep
            draft={draft}
            update={update}
            submitting={register.isPending}
            onPrevious={() => navigate(paths.registerGenderDob)}
            onFinish={finish}
          />
        </>
      ) : (
        <>
          <StepProgress active={0} />
          <SignUpDetailsStep draft={draft} update={update} onDone={() => navigate(paths.registerGenderDob)} />
        </>
      )}
      <AccountCreatedModal opened={created !== null} onOk={signIn} />
    </>
  );
}
