import { manualRefundBody } from '@care/contracts/money/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useManualRefund } from '../api/payments';
import { rupees } from './money-text';
import { REFUND_STATE_LABELS } from './order-labels';

interface Values {
  appointment_no: string;
  reason: string;
}

const validate = zodValidate<Values>(manualRefundBody);

/**
 * Refunds a paid consultation by hand: the appointment number and a reason, then a confirmation
 * (the money goes back and cannot be taken again). The outcome is said under the form.
 */
export function ManualRefundForm() {
  const refund = useManualRefund();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { appointment_no: '', reason: '' },
    validate,
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) => {
    setDone(null);
    refund.reset();
    setConfirming(values);
  });
  const confirm = () => {
    if (!confirming) return;
    refund.mutate(manualRefundBody.parse(confirming), {
      onSuccess: ({ refund: r, message }) => {
        form.reset();
        setDone(
          `${r.booking_no ?? ''}: ${rupees(r.amount)}. ${message} State: ${REFUND_STATE_LABELS[r.state]}.`,
        );
      },
      onSettled: () => setConfirming(null),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Refund a booking by hand">
      <Stack gap="sm">
        <TextInput
          label="Appointment number"
          placeholder="A-100123"
          required
          autoComplete="off"
          maw={320}
          {...form.getInputProps('appointment_no')}
        />
        <Textarea
          label="Reason"
          description="Kept with the refund and in the audit log."
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('reason')}
        />
        {refund.isError && (
          <Alert color="red" variant="light" role="alert" title="Nothing was refunded">
            {errorMessage(refund.error)}
          </Alert>
        )}
        {done && (
          <Alert color="sea" variant="light" role="status">
            {done}
          </Alert>
        )}
        <Button type="submit" color="red.9" variant="outline" w="fit-content">
          Refund…
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
        title={`Refund ${confirming?.appointment_no.trim().toUpperCase() ?? ''}?`}
        confirmLabel="Refund the payment"
        loading={refund.isPending}
        danger
      >
        <Stack gap="xs">
          <Text>
            The patient’s payment for this appointment goes back to them in full. This cannot be undone.
          </Text>
          <Text fz="sm" c="dimmed">
            Reason: {confirming?.reason}
          </Text>
        </Stack>
      </ConfirmDialog>
    </form>
  );
}
