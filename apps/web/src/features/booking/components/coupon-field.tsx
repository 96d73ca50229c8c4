import { ApiError } from '@care/api-client/api-client';
import type { CouponResult } from '@care/contracts/booking/schemas';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type CouponQuestion, useValidateCoupon } from '../api/validate-coupon';

interface CouponFieldProps {
  code: string;
  onCode: (code: string) => void;
  applied: CouponResult | null;
  onApplied: (result: CouponResult | null) => void;
  /** The priced choice the coupon is checked against; null until one is made. */
  question: Omit<CouponQuestion, 'coupon_code'> | null;
  /** Why the coupon cannot be checked yet (MHC: choose the counselling type first). */
  needsChoice: string;
  disabled?: boolean;
}

/** Apply validates with the server and turns into Clear; Clear resets the code and the amounts (spec section 4). */
export function CouponField({
  code,
  onCode,
  applied,
  onApplied,
  question,
  needsChoice,
  disabled,
}: CouponFieldProps) {
  const validate = useValidateCoupon();
  const apply = () => {
    if (!code.trim()) return;
    if (!question) return;
    validate.mutate({ ...question, coupon_code: code.trim() }, { onSuccess: (r) => onApplied(r) });
  };
  const clear = () => {
    validate.reset();
    onCode('');
    onApplied(null);
  };
  const error =
    validate.isError && !applied
      ? validate.error instanceof ApiError
        ? validate.error.message
        : 'This coupon could not be checked. Please try again.'
      : code.trim() && !question && !applied
        ? needsChoice
        : null;
  return (
    <div>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="Coupon code"
          placeholder="Have a coupon?"
          value={code}
          onChange={(e) => {
            onCode(e.currentTarget.value.toUpperCase());
            validate.reset();
          }}
          readOnly={applied !== null}
          disabled={disabled}
          maxLength={40}
          error={error}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        {applied ? (
          <Button variant="default" mt={25} onClick={clear} disabled={disabled}>
            Clear
          </Button>
        ) : (
          <Button
            variant="light"
            mt={25}
            onClick={apply}
            loading={validate.isPending}
            disabled={disabled || !code.trim() || !question}
          >
            Apply
          </Button>
        )}
      </Group>
      {applied && validate.data && (
        <Text fz="sm" c="sea.8" mt={4} role="status">
          {validate.data.message}
        </Text>
      )}
    </div>
  );
}
