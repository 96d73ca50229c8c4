import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ForgotPhoneStep } from './forgot-phone-step';
import { NewPasswordStep } from './new-password-step';

interface ForgotPasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Two steps: prove the phone with a 4-digit code, then choose a new password. */
export function ForgotPasswordModal({ opened, onClose }: ForgotPasswordModalProps) {
  const navigate = useNavigate();
  const [verified, setVerified] = useState<{ phone: string; otp: string } | null>(null);

  const close = () => {
    setVerified(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text fw={700} size="lg">
          {verified ? 'Reset Password' : 'Forgot Password'}
        </Text>
      }
      centered
      radius="lg"
      size="md"
    >
      {/* Unmounted when closed, so reopening starts again from step 1 with empty boxes. */}
      {opened && !verified && <ForgotPhoneStep onConfirmed={setVerified} />}
      {opened && verified && (
        <NewPasswordStep
          phone={verified.phone}
          otp={verified.otp}
          onDone={() => {
            close();
            navigate(paths.login, { replace: true });
          }}
        />
      )}
    </Modal>
  );
}
