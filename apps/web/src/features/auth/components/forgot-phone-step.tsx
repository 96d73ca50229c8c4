import { ApiError } from '@care/api-client/api-client';
import { OTP_RESEND_SECONDS, RESET_OTP_LENGTH } from '@care/contracts/auth/constants';
import { forgotPasswordMessages } from '@care/contracts/auth/messages';
import { sendResetOtpBody } from '@care/contracts/auth/schemas';
import { PHONE_LENGTH, PHONE_PREFIX } from '@care/contracts/common/constants';
import { zodValidate } from '@care/ui/zod-form';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { toastError, toastSuccess } from '@/lib/toast';
import { useSendResetOtp } from '../api/send-reset-otp';
import { useCountdown } from '../lib/use-countdown';
import { OtpInput } from './otp-input';
import { ResendOtp } from './resend-otp';

interface ForgotPhoneStepProps {
  onConfirmed: (value: { phone: string; otp: string }) => void;
}

export function ForgotPhoneStep({ onConfirmed }: ForgotPhoneStepProps) {
  const { data: config } = usePublicConfig();
  const otpLength = config?.reset_otp_length ?? RESET_OTP_LENGTH;
  const countdown = useCountdown(config?.otp_resend_seconds ?? OTP_RESEND_SECONDS);
  const sendOtp = useSendResetOtp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');

  const form = useForm({
    initialValues: { username: '' },
    validate: zodValidate(sendResetOtpBody),
    validateInputOnBlur: true,
  });
  const phone = form.values.username;
  const phoneValid = sendResetOtpBody.safeParse({ username: phone }).success;

  const send = () => {
    if (form.validate().hasErrors) return;
    sendOtp.mutate(phone, {
      onSuccess: (res) => {
        toastSuccess(res.message);
        if (res.statusCode === 200) {
          setSentTo(phone);
          setOtp('');
          countdown.restart();
        }
      },
      onError: (e) => toastError(e instanceof ApiError ? e.message : String(e)),
    });
  };

  const confirm = () => {
    if (!sentTo) return;
    if (otp.length !== otpLength) {
      toastError(forgotPasswordMessages.otpMissing);
      return;
    }
    onConfirmed({ phone: sentTo, otp });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Enter the mobile number registered with us and we will send you a one-time code.
      </Text>
      <TextInput
        label="Phone number"
        placeholder="10-digit mobile number"
        leftSection={
          <Text size="sm" fw={600}>
            {PHONE_PREFIX}
          </Text>
        }
        leftSectionWidth={48}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
        radius="md"
        data-autofocus
        {...form.getInputProps('username')}
        onChange={(e) => {
          const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
          form.setFieldValue('username', digits);
          // A new number needs a new code.
          if (sentTo && digits !== sentTo) {
            setSentTo(null);
            countdown.stop();
          }
        }}
      />
      {!sentTo && (
        <Button radius="xl" onClick={send} disabled={!phoneValid} loading={sendOtp.isPending}>
          Send OTP
        </Button>
      )}
      {sentTo && (
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            Enter the {otpLength}-digit code sent to {PHONE_PREFIX} {sentTo}
          </Text>
          <OtpInput length={otpLength} value={otp} onChange={setOtp} />
          <ResendOtp secondsLeft={countdown.left} loading={sendOtp.isPending} onResend={send} />
          <Button radius="xl" onClick={confirm}>
            Confirm OTP
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
