import { CANCELLATION_POLICY, RESCHEDULE_POLICY, sessionLengthText } from '@care/contracts/booking/policy';
import { List, Stack, Text } from '@mantine/core';

interface BookingTermsProps {
  /** The consultation's length in minutes (from the slot), when known. */
  minutes?: number | null;
}

/**
 * What a patient agrees to before paying (issue 19): how long the session is, and the
 * cancellation and reschedule rules the API enforces (contracts/booking/policy.ts). Shown on the
 * expert's page (experts) and by Pay (booking), hence here among the shared components.
 */
export function BookingTerms({ minutes }: BookingTermsProps) {
  return (
    <Stack gap={6} mt="md" aria-label="Before you book">
      <Text fw={600} fz="sm">
        Before you book
      </Text>
      <List size="sm" spacing={4}>
        {minutes ? <List.Item>Video consultation of {sessionLengthText(minutes)}.</List.Item> : null}
        <List.Item>{CANCELLATION_POLICY}</List.Item>
        <List.Item>{RESCHEDULE_POLICY}</List.Item>
      </List>
    </Stack>
  );
}
