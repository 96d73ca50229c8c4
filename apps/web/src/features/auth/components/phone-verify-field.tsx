import { PHONE_LENGTH, PHONE_PREFIX } from '@care/contracts/common/constants';
import { Button, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { VerifiedTick } from './verified-tick';

interface PhoneVerifyFieldProps {
  value: string;
  error?: ReactNode;
  verified: boolean;
  canVerify: boolean;
  verifying: boolean;
  onChange: (digits: string) => void;
  onVerify: () => void;
}

/** Phone with +91, cut to 10 digits, and Verify (or the green tick once verified). */
export function PhoneVerifyField(props: PhoneVerifyFieldProps) {
  const { value, error, verified, canVerify, verifying, onChange, onVerify } = props;
  return (
    <TextInput
      label="Phone number"
      placeholder="10-digit mobile number"
      inputMode="numeric"
      autoComplete="tel-national"
      radius="md"
      size="md"
      value={value}
      error={error}
      maxLength={PHONE_LENGTH}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))}
      leftSection={
        <Text size="sm" fw={600}>
          {PHONE_PREFIX}
        </Text>
      }
      leftSectionWidth={48}
      rightSectionWidth={verified ? 40 : 84}
      rightSection={
        verified ? (
          <VerifiedTick label="Phone verified" />
        ) : (
          <Button size="compact-sm" radius="xl" disabled={!canVerify} loading={verifying} onClick={onVerify}>
            Verify
          </Button>
        )
      }
    />
  );
}
