import { Anchor, Group, Text } from '@mantine/core';
import { formatCountdown } from '../lib/use-countdown';

interface ResendOtpProps {
  secondsLeft: number;
  loading: boolean;
  onResend: () => void;
}

/** 'Resend OTP' stays disabled while the 00:SS countdown runs. */
export function ResendOtp({ secondsLeft, loading, onResend }: ResendOtpProps) {
  const waiting = secondsLeft > 0;
  return (
    <Group justify="space-between" gap="xs">
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={600}
        disabled={waiting || loading}
        c={waiting || loading ? 'dimmed' : undefined}
        style={{ cursor: waiting || loading ? 'not-allowed' : 'pointer' }}
        onClick={onResend}
      >
        Resend OTP
      </Anchor>
      {waiting && (
        <Text size="sm" c="dimmed" aria-live="polite" ff="monospace">
          {formatCountdown(secondsLeft)}
        </Text>
      )}
    </Group>
  );
}
