import { PHONE_LENGTH, PHONE_PREFIX } from '@care/contracts/common/constants';
import { Button, Group, Text, TextInput } from '@mantine/core';
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

/**
 * Phone with +91, cut to 10 digits, and Verify beside it (or the green tick in the field once
 * verified). Verify sits outside the field so it can be a 44 px target (WCAG 2.5.5), and the
 * field is as tall as it.
 */
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
      rightSection={verified ? <VerifiedTick label="Phone verified" /> : null}
      styles={{ wrapper: { flex: 1, '--input-height': '44px' } }}
      // One tree whether or not verified: the field must not remount (and lose focus) as the patient types.
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap">
          {input}
          {!verified && (
            <Button h={44} radius="xl" disabled={!canVerify} loading={verifying} onClick={onVerify}>
              Verify
            </Button>
          )}
        </Group>
      )}
    />
  );
}
