import { PinInput } from '@mantine/core';

interface OtpInputProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  disabled?: boolean;
  error?: boolean;
}

/**
 * One single-digit box per OTP digit. Mantine's PinInput already moves to the next box on
 * input and back to the previous one on Backspace; we fix it to digits and label each box.
 */
export function OtpInput({ length, value, onChange, onComplete, disabled, error }: OtpInputProps) {
  return (
    <PinInput
      length={length}
      type="number"
      inputMode="numeric"
      oneTimeCode
      autoFocus
      size="lg"
      radius="md"
      placeholder=""
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      disabled={disabled}
      error={error}
      getInputProps={(index) => ({ 'aria-label': `OTP digit ${index + 1} of ${length}` })}
    />
  );
}
