import { TOTP_DIGITS } from '@care/contracts/staff/constants';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The authenticator app's 6-digit code: the phone's number pad, the browser's one-time-code
 * fill, and room for the space some apps show ("123 456"; the contract drops it).
 */
export function CodeInput(props: Omit<TextInputProps, 'type'>) {
  return (
    <TextInput
      label="6-digit code"
      description="From your authenticator app. A new code shows every 30 seconds."
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TOTP_DIGITS + 1}
      {...props}
    />
  );
}
