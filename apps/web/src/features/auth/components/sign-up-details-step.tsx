import { ApiError } from '@care/api-client/api-client';
import { OTP_RESEND_SECONDS, SIGNUP_OTP_LENGTH } from '@care/contracts/auth/constants';
import { otpMessages, signUpMessages } from '@care/contracts/auth/messages';
import { sendOtpBody, signUpDetailsForm } from '@care/contracts/auth/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { toastError, toastSuccess, toastWarning } from '@/lib/toast';
import { useCheckPatientExists } from '../api/check-patient-exists';
import { useSendOtp } from '../api/send-otp';
import { useValidateOtp } from '../api/validate-otp';
import { useVerifyDtrfPatient } from '../api/verify-dtrf-patient';
import {
  emptyDraft,
  isPhoneVerified,
  type LockedField,
  type RegistrationDraft,
  registrationSecrets,
} from '../lib/registration-draft';
import { useCountdown } from '../lib/use-countdown';
import { AlreadyRegisteredModal } from './already-registered-modal';
import { LinkPatientModal } from './link-patient-modal';
import { OtpVerificationModal } from './otp-verification-modal';
import { PhoneVerifyField } from './phone-verify-field';
import { SocialButtons } from './social-buttons';
import { VerifiedTick } from './verified-tick';

interface SignUpDetailsStepProps {
  draft: RegistrationDraft;
  update: (patch: Partial<RegistrationDraft>) => void;
  onDone: () => void;
}

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/** Step 1: verify the phone first; every other field stays disabled until then. */
export function SignUpDetailsStep({ draft, update, onDone }: SignUpDetailsStepProps) {
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  const otpLength = config?.signup_otp_length ?? SIGNUP_OTP_LENGTH;
  const countdown = useCountdown(config?.otp_resend_seconds ?? OTP_RESEND_SECONDS);
  const sendOtp = useSendOtp();
  const validateOtp = useValidateOtp();
  const verifyDtrf = useVerifyDtrfPatient();
  const checkExists = useCheckPatientExists();

  const [otpToken, setOtpToken] = useState<string | null>(null);
  const [otpOpened, setOtpOpened] = useState(false);
  const [linkOpened, setLinkOpened] = useState(false);
  const [alreadyOpened, setAlreadyOpened] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const verified = isPhoneVerified(draft);
  const phone = draft.phone;
  const phoneCheck = sendOtpBody.safeParse({ phone });

  const form = useForm({
    initialValues: {
      fname: draft.fname,
      lname: draft.lname,
      email: draft.email,
      password: registrationSecrets.password ?? '',
      confirm: registrationSecrets.password ?? '',
    },
    validate: zodValidate(signUpDetailsForm),
    // Names and e-mail survive a reload; the password never leaves memory.
    onValuesChange: (v) => update({ fname: v.fname, lname: v.lname, email: v.email }),
  });

  const changePhone = (digits: string) => {
    setPhoneError(null);
    if (draft.verifiedPhone && digits !== draft.verifiedPhone) {
      // The verification (and anything prefilled from a linked record) belonged to the old number.
      registrationSecrets.password = null;
      registrationSecrets.socialToken = null;
      update({ ...emptyDraft, phone: digits });
      form.setValues({ fname: '', lname: '', email: '', password: '', confirm: '' });
      form.clearErrors();
      setOtpToken(null);
      countdown.stop();
      return;
    }
    update({ phone: digits });
  };

  /** Shows the phone field's own message (none given, or not a valid number); false if it has one. */
  const phoneIsValid = () => {
    if (phoneCheck.success) return true;
    setPhoneError(phoneCheck.error.issues[0]?.message ?? signUpMessages.phoneInvalid);
    return false;
  };

  const send = (fromModal: boolean) => {
    if (!phoneIsValid()) return;
    sendOtp.mutate(phone, {
      onSuccess: (res) => {
        setOtpToken(res.data.token);
        countdown.restart();
        if (!fromModal) setOtpOpened(true);
        toastSuccess(res.message);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.message === otpMessages.patientAlreadyExists) {
          setOtpOpened(false);
          setAlreadyOpened(true);
        } else toastError(errorText(e));
      },
    });
  };

  const verifyOtp = (otp: string) => {
    if (otp.length !== otpLength) {
      toastError(signUpMessages.otpMissing);
      return;
    }
    if (!otpToken) return;
    validateOtp.mutate(
      { phone, otp, token: otpToken },
      {
        onSuccess: (res) => {
          const link = res.message === otpMessages.validatedLinkPatient;
          if (!link && res.message !== otpMessages.validated) {
            toastWarning(res.message);
            return;
          }
          update({ verifiedPhone: phone, verificationToken: res.data.token });
          setOtpOpened(false);
          countdown.stop();
          if (link) setLinkOpened(true);
          else toastSuccess(res.message);
        },
        onError: (e) => toastWarning(errorText(e)),
      },
    );
  };

  const linkPatient = (patientId: string) => {
    if (!draft.verificationToken) return;
    verifyDtrf.mutate(
      { phone, patientId, verificationToken: draft.verificationToken },
      {
        onSuccess: (res) => {
          const p = res.data;
          const prefill = {
            fname: p.name.firstName,
            lname: p.name.lastName,
            email: p.email ?? '',
            gender: p.gender,
            dob: p.dob,
          };
          const locked = (Object.keys(prefill) as LockedField[]).filter((k) => Boolean(prefill[k]));
          update({ ...prefill, patientId: p.patient_id, locked });
          form.setValues({ fname: prefill.fname, lname: prefill.lname, email: prefill.email });
          form.clearErrors();
          setLinkOpened(false);
          toastSuccess(res.message);
        },
        onError: (e) => toastError(errorText(e)),
      },
    );
  };

  /** Both the form and social sign-up must pass the e-mail/phone check before step 2. */
  const continueIfNew = (email: string, then: () => void) => {
    if (!draft.verificationToken) return;
    checkExists.mutate(
      { phone, email, verificationToken: draft.verificationToken },
      {
        onSuccess: (res) => {
          if (res.message === otpMessages.newPatient) then();
          else toastError(res.message);
        },
        onError: (e) => toastError(errorText(e)),
      },
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!verified) {
      // The field's message first ('Please enter phone number', 'Enter valid phone number');
      // a valid number that is not verified yet gets the toast.
      if (phoneIsValid()) toastError(signUpMessages.verifyPhoneToSignUp);
      return;
    }
    if (form.validate().hasErrors) return;
    const v = form.getValues();
    continueIfNew(v.email.trim(), () => {
      registrationSecrets.password = v.password;
      registrationSecrets.socialToken = null;
      update({
        fname: v.fname.trim(),
        lname: v.lname.trim(),
        email: v.email.trim(),
        socialType: null,
        detailsDone: true,
      });
      onDone();
    });
  };

  const socialSignUp = (
    type: 'google' | 'facebook',
    token: string,
    identity: { email: string | null; firstName: string | null; lastName: string | null },
  ) => {
    const locked = (f: LockedField) => draft.locked.includes(f);
    const v = form.getValues();
    const next = {
      fname: locked('fname') ? draft.fname : (identity.firstName ?? v.fname),
      lname: locked('lname') ? draft.lname : (identity.lastName ?? v.lname),
      email: locked('email') ? draft.email : (identity.email ?? v.email),
    };
    continueIfNew(next.email, () => {
      registrationSecrets.socialToken = token;
      registrationSecrets.password = null;
      update({ ...next, socialType: type, detailsDone: true });
      onDone();
    });
  };

  const isLocked = (f: LockedField) => draft.locked.includes(f);
  const lockedTick = (f: LockedField) =>
    isLocked(f) ? <VerifiedTick label="Verified from your Patient ID" /> : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 28, sm: 32 }}>
          Sign Up
        </Title>
        <Text c="dimmed" mt={4}>
          Verify your mobile number to get started.
        </Text>
      </div>

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PhoneVerifyField
            value={phone}
            error={phoneError}
            verified={verified}
            canVerify={phoneCheck.success}
            verifying={sendOtp.isPending && !otpOpened}
            onChange={changePhone}
            onVerify={() => send(false)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              radius="md"
              size="md"
              disabled={!verified}
              readOnly={isLocked('fname')}
              variant={isLocked('fname') ? 'filled' : 'default'}
              rightSection={lockedTick('fname')}
              {...form.getInputProps('fname')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              radius="md"
              size="md"
              disabled={!verified}
              readOnly={isLocked('lname')}
              variant={isLocked('lname') ? 'filled' : 'default'}
              rightSection={lockedTick('lname')}
              {...form.getInputProps('lname')}
            />
          </SimpleGrid>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            radius="md"
            size="md"
            disabled={!verified}
            readOnly={isLocked('email')}
            variant={isLocked('email') ? 'filled' : 'default'}
            rightSection={lockedTick('email')}
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              radius="md"
              size="md"
              disabled={!verified}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              radius="md"
              size="md"
              disabled={!verified}
              {...form.getInputProps('confirm')}
            />
          </SimpleGrid>
          <Button type="submit" size="md" radius="xl" fullWidth loading={checkExists.isPending}>
            Sign Up
          </Button>
        </Stack>
      </form>

      <SocialButtons
        mode="signup"
        loading={checkExists.isPending}
        blocked={
          verified
            ? undefined
            : {
                google: () => toastError(signUpMessages.verifyPhone),
                facebook: () => toastError(signUpMessages.verifyMobile),
              }
        }
        onGoogle={(g) => socialSignUp('google', g.idToken, g)}
        onFacebook={(f) => socialSignUp('facebook', f.accessToken, f)}
      />

      <Text ta="center" size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login} fw={600} className="tap-target">
          Sign In
        </Anchor>
      </Text>

      <OtpVerificationModal
        opened={otpOpened}
        phone={phone}
        length={otpLength}
        secondsLeft={countdown.left}
        resending={sendOtp.isPending}
        verifying={validateOtp.isPending}
        onResend={() => send(true)}
        onVerify={verifyOtp}
        onClose={() => setOtpOpened(false)}
      />
      <LinkPatientModal
        opened={linkOpened}
        linking={verifyDtrf.isPending}
        onLink={linkPatient}
        onCreateNew={() => setLinkOpened(false)}
      />
      <AlreadyRegisteredModal
        opened={alreadyOpened}
        onYes={() => navigate(paths.login)}
        onNo={() => setAlreadyOpened(false)}
      />
    </Stack>
  );
}
