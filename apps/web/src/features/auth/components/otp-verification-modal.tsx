import { PHONE_PREFIX } from '@care/contracts/common/constants';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { OtpInput } from './otp-input';
import { ResendOtp } from './resend-otp';

interface OtpVerificationModalProps {
  opened: boolean;
  phone: string;
  length: number;
  secondsLeft: number;
  resending: boolean;
  verifying: boolean;
  onResend: () => void;
  onVerify: (otp: string) => void;
  onClose: () => void;
}

export function OtpVerificationModal(props: OtpVerificationModalProps) {
  const { opened, phone, length, secondsLeft, resending, verifying, onResend, onVerify, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title="OTP Verification">
      {/* Mounted only while open, so every opening starts with empty boxes. */}
      {opened && (
        <OtpForm
          phone={phone}
          length={length}
          secondsLeft={secondsLeft}
          resending={resending}
          verifying={verifying}
          onResend={onResend}
          onVerify={onVerify}
        />
      )}
    </Modal>
  );
}

function OtpForm({
  phone,
  length,
  secondsLeft,
  resending,
  verifying,
  onResend,
  onVerify,
}: Omit<OtpVerificationModalProps, 'opened' | 'onClose'>) {
  const [otp, setOtp] = useState('');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Enter the {length}-digit code sent to {PHONE_PREFIX} {phone}
      </Text>
      <OtpInput length={length} value={otp} onChange={setOtp} />
      <ResendOtp
        secondsLeft={secondsLeft}
        loading={resending}
        onResend={() => {
          setOtp('');
          onResend();
        }}
      />
      <Button radius="xl" loading={verifying} onClick={() => onVerify(otp)}>
        Verify OTP
      </Button>
    </Stack>
  );
}
