import { consultationMessages } from '@care/contracts/staff/messages';
import type { StaffIntake } from '@care/contracts/staff/schemas';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Badge, Box, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { useIntake } from '../api/get-intake';

/** The answers, read-only, in the form's order; a flagged one says "Flagged" in words and a bar. */
function IntakeList({ intake }: { intake: StaffIntake }) {
  const flagged = intake.items.filter((item) => item.flagged).length;
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        Filled {dayMonthYearTimeIst(intake.filled_at)}.{' '}
        {flagged === 0
          ? 'No answers are flagged.'
          : `${flagged === 1 ? '1 answer is' : `${flagged} answers are`} flagged for you to see first.`}
      </Text>
      <Box component="dl" m={0}>
        {intake.items.map((item, index) => (
          <Box
            // Questions may repeat (one per family member); their order is the form's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            key={index}
            className={item.flagged ? 'intake-flagged' : undefined}
            p="sm"
            mb={4}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Text component="dt" fw={600} fz="sm">
              {item.flagged && (
                <Badge color="red.9" variant="filled" size="sm" mr={6} tt="none">
                  Flagged
                </Badge>
              )}
              {item.question}
            </Text>
            <Text component="dd" m={0} fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.answer || '—'}
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * The patient's intake form, opened on request: each opening is written to the access log the
 * patient reads ("opened your intake form"), so it is not fetched just because the page opened.
 */
export function IntakeAnswers({ appointmentId, filled }: { appointmentId: string; filled: boolean }) {
  const [asked, setAsked] = useState(false);
  const intake = useIntake(appointmentId, filled && asked);
  if (!filled) return <Text c="dimmed">{consultationMessages.intakeNotFilled}</Text>;
  if (!asked)
    return (
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">Opening the form is recorded in the patient’s access history.</Text>
        <Button variant="light" onClick={() => setAsked(true)}>
          Show the intake form
        </Button>
      </Stack>
    );
  if (intake.isPending) return <PageLoader label="Loading the intake form…" />;
  if (intake.isError)
    return (
      <RetryAlert
        title="The intake form could not be loaded"
        message={errorMessage(intake.error)}
        onRetry={() => intake.refetch()}
      />
    );
  return <IntakeList intake={intake.data} />;
}
