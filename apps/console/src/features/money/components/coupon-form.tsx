import { toPaise } from '@care/contracts/common/money';
import { COUPON_CONSULTATION_TYPES } from '@care/contracts/money/constants';
import { type CouponCreate, couponCreateBody } from '@care/contracts/money/schemas';
import {
  Alert,
  Button,
  Checkbox,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useCreateCoupon } from '../api/coupons';
import { consultationTypeText, discountText } from './money-text';

interface Values {
  code: string;
  discount_type: 'percent' | 'flat';
  /** Percent, or rupees for a flat discount (sent in paise). */
  amount: number | string;
  /** Empty: unlimited. */
  max_redemptions: number | string;
  once_per_patient: boolean;
  consultation_type: (typeof COUPON_CONSULTATION_TYPES)[number];
  /** A date (YYYY-MM-DD): the coupon works until the end of that day, IST. Empty: no expiry. */
  expires_on: string;
  description: string;
}

/** The API's body from the form: rupees to paise, the expiry at the end of its day in IST. */
export function couponBody(v: Values): CouponCreate {
  const amount = typeof v.amount === 'number' ? v.amount : Number.NaN;
  return {
    code: v.code,
    discount_type: v.discount_type,
    discount_value: v.discount_type === 'flat' ? toPaise(amount) : amount,
    max_redemptions: typeof v.max_redemptions === 'number' ? v.max_redemptions : null,
    once_per_patient: v.once_per_patient,
    consultation_type: v.consultation_type,
    expires_at: v.expires_on ? `${v.expires_on}T23:59:59.999+05:30` : null,
    description: v.description,
  };
}

/** The form field each body field's message belongs under. */
const FIELD_OF: Record<string, keyof Values> = {
  code: 'code',
  discount_type: 'discount_type',
  discount_value: 'amount',
  max_redemptions: 'max_redemptions',
  consultation_type: 'consultation_type',
  expires_at: 'expires_on',
  description: 'description',
};

function validate(v: Values): Partial<Record<keyof Values, string>> {
  const parsed = couponCreateBody.safeParse(couponBody(v));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])] ?? 'code';
    errors[field] ??= issue.message;
  }
  return errors;
}

const CONSULTATION_OPTIONS = COUPON_CONSULTATION_TYPES.map((t) => ({
  value: t,
  label: consultationTypeText(t),
}));

/** Creates a coupon; says inline what was created or why not. */
export function CouponForm() {
  const create = useCreateCoupon();
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      code: '',
      discount_type: 'percent',
      amount: '',
      max_redemptions: '',
      once_per_patient: false,
      consultation_type: 'any',
      expires_on: '',
      description: '',
    },
    validate,
  });
  const flat = form.values.discount_type === 'flat';
  const submit = form.onSubmit((values) => {
    setCreated(null);
    create.mutate(couponBody(values), {
      onSuccess: ({ coupon, message }) => {
        form.reset();
        setCreated(`${message} ${coupon.code}: ${discountText(coupon)}.`);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Create a coupon">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Code"
            description="Letters, digits, - or _; patients type it in any case."
            required
            autoComplete="off"
            {...form.getInputProps('code')}
          />
          <Stack gap={4}>
            <Text component="span" fz="sm" fw={500} id="coupon-discount-type">
              Discount
            </Text>
            <SegmentedControl
              aria-labelledby="coupon-discount-type"
              data={[
                { value: 'percent', label: 'Percentage' },
                { value: 'flat', label: 'Flat amount (₹)' },
              ]}
              {...form.getInputProps('discount_type')}
            />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={flat ? 'Amount off (₹)' : 'Percentage off'}
            required
            prefix={flat ? '₹' : undefined}
            suffix={flat ? undefined : '%'}
            thousandSeparator={flat ? ',' : undefined}
            thousandsGroupStyle="lakh"
            decimalScale={flat ? 2 : 0}
            // Not clamped: a value out of range is named by the form's message, never changed silently.
            clampBehavior="none"
            allowNegative={false}
            {...form.getInputProps('amount')}
          />
          <NumberInput
            label="Maximum uses"
            description="Leave empty for no limit."
            allowDecimal={false}
            allowNegative={false}
            min={1}
            {...form.getInputProps('max_redemptions')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="For"
            allowDeselect={false}
            data={CONSULTATION_OPTIONS}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('consultation_type')}
          />
          <TextInput
            label="Expires after"
            description="The coupon works until the end of this day (IST). Empty: no expiry."
            type="date"
            {...form.getInputProps('expires_on')}
          />
        </SimpleGrid>
        <TextInput
          label="Description"
          description="For the team; patients do not see it."
          {...form.getInputProps('description')}
        />
        <Checkbox
          label="Each patient may use it once"
          {...form.getInputProps('once_per_patient', { type: 'checkbox' })}
        />
        {create.isError && (
          <Alert color="red" variant="light" role="alert" title="No coupon was created">
            {errorMessage(create.error)}
          </Alert>
        )}
        {created && (
          <Alert color="sea" variant="light" role="status">
            {created}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} w="fit-content">
          Create coupon
        </Button>
      </Stack>
    </form>
  );
}
