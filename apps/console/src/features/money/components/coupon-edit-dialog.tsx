import { kolkataParts } from '@care/contracts/common/clock-time';
import { couponUpdateBody } from '@care/contracts/money/schemas';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@/lib/error-message';
import { type StaffCoupon, useUpdateCoupon } from '../api/coupons';

interface Values {
  max_redemptions: number | string;
  expires_on: string;
  once_per_patient: boolean;
  description: string;
}

const valuesOf = (c: StaffCoupon): Values => ({
  max_redemptions: c.max_redemptions ?? '',
  expires_on: c.expires_at ? kolkataParts(new Date(c.expires_at)).date : '',
  once_per_patient: c.once_per_patient,
  description: c.description,
});

/** The PUT body: only what changed (an unchanged expiry keeps its exact instant). */
export function couponChanges(c: StaffCoupon, v: Values) {
  const before = valuesOf(c);
  const max = typeof v.max_redemptions === 'number' ? v.max_redemptions : null;
  return {
    ...(max !== c.max_redemptions ? { max_redemptions: max } : {}),
    ...(v.expires_on !== before.expires_on
      ? { expires_at: v.expires_on ? `${v.expires_on}T23:59:59.999+05:30` : null }
      : {}),
    ...(v.once_per_patient !== c.once_per_patient ? { once_per_patient: v.once_per_patient } : {}),
    ...(v.description.trim() !== c.description ? { description: v.description } : {}),
  };
}

/** Changes a coupon's limits and expiry (its code and discount stay as patients were told). */
export function CouponEditDialog({
  coupon,
  onClose,
  onSaved,
}: {
  coupon: StaffCoupon | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Modal opened={coupon !== null} onClose={onClose} title={coupon ? `Change ${coupon.code}` : ''}>
      {coupon && <EditForm key={coupon.id} coupon={coupon} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function EditForm({
  coupon,
  onClose,
  onSaved,
}: {
  coupon: StaffCoupon;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateCoupon();
  const form = useForm<Values>({
    initialValues: valuesOf(coupon),
    validate: (v) => {
      const parsed = couponUpdateBody.safeParse(couponChanges(coupon, v));
      if (parsed.success) return {};
      const issue = parsed.error.issues[0]!;
      const field = {
        max_redemptions: 'max_redemptions',
        expires_at: 'expires_on',
        description: 'description',
      }[String(issue.path[0])];
      return { [field ?? 'max_redemptions']: issue.message };
    },
  });
  const submit = form.onSubmit((v) =>
    update.mutate(
      { id: coupon.id, body: couponChanges(coupon, v) },
      {
        onSuccess: ({ coupon: saved, message }) => {
          onSaved(`${saved.code}: ${message}`);
          onClose();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Change ${coupon.code}`}>
      <Stack gap="sm">
        <NumberInput
          label="Maximum uses"
          description={`Leave empty for no limit. Used ${coupon.redemptions} times so far.`}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('max_redemptions')}
        />
        <TextInput
          label="Expires after"
          description="The coupon works until the end of this day (IST). Empty: no expiry."
          type="date"
          {...form.getInputProps('expires_on')}
        />
        <TextInput label="Description" {...form.getInputProps('description')} />
        <Checkbox
          label="Each patient may use it once"
          {...form.getInputProps('once_per_patient', { type: 'checkbox' })}
        />
        {update.isError && (
          <Alert color="red" variant="light" role="alert" title="Nothing was changed">
            {errorMessage(update.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Keep as it is
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
