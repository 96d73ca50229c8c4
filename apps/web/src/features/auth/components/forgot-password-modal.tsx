import { Modal } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
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
  // The login form mounts this (lazy) modal already open; opening it one commit later keeps
  // Mantine's enter transition.
  const mounted = useMounted();

  const close = () => {
    setVerified(null);
    onClose();
  };

  return (
    <Modal
      opened={opened && mounted}
      onClose={close}
      title={verified ? 'Reset Password' : 'Forgot Password'}
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
