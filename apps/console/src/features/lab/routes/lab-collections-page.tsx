import { longDate } from '@care/contracts/common/clock-time';
import { todayIso } from '@care/contracts/common/dates';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { useLabBookings } from '../api/lab-bookings';
import { LabBookingsTable, LabCollectionsByWindow } from '../components/lab-bookings-view';

/**
 * The day's lab collections (issue 22), by window, with what operations do next for each:
 * mark the sample collected, upload the report, cancel. Bookings without a date are listed
 * below so none is lost. The date is in the address (?date=), today in India by default.
 */
export function LabCollectionsPage() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const date = params.get('date') ?? today;
  const bookings = useLabBookings(date);
  const pick = (value: string | null) => setParams(value && value !== today ? { date: value } : {});

  let body: React.ReactNode;
  if (bookings.isPending) body = <PageLoader label="Loading the collections…" />;
  else if (bookings.isError)
    body = (
      <RetryAlert
        title="The collections could not be loaded"
        message={errorMessage(bookings.error)}
        onRetry={() => bookings.refetch()}
      />
    );
  else
    body = (
      <Stack gap="xl">
        {bookings.data.bookings.length === 0 ? (
          <Text c="dimmed">No collections on {longDate(date)}.</Text>
        ) : (
          <LabCollectionsByWindow bookings={bookings.data.bookings} />
        )}
        {bookings.data.undated.length > 0 && (
          <Stack gap="xs">
            <Title order={2} fz="lg">
              Open bookings without a date ({bookings.data.undated.length})
            </Title>
            <Text fz="sm" c="dimmed">
              The patient has not chosen a date and window yet; they are asked on the booking’s page.
            </Text>
            <LabBookingsTable bookings={bookings.data.undated} caption="Open bookings without a date" />
          </Stack>
        )}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title="Lab collections"
        description="Home collections and lab visits by window (IST). Showing a patient’s phone and address is recorded in the access log."
      />
      <Card>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DatePickerInput
            label="Date"
            value={date}
            onChange={(v) => pick(v)}
            valueFormat="D MMM YYYY"
            maw={220}
            popoverProps={{ withinPortal: true }}
          />
          {date !== today && (
            <Button variant="default" onClick={() => pick(today)}>
              Today
            </Button>
          )}
        </Group>
      </Card>
      {body}
    </>
  );
}
