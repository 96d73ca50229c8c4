import { longDate } from '@care/contracts/common/clock-time';
import { isIsoDate, todayIso } from '@care/contracts/common/dates';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { useAppointments } from '../api/get-appointments';
import { AppointmentList, DayList } from '../components/day-list';
import { groupByDay, type ScheduleView, stepDate, viewDates, viewRange, weekTitle } from '../lib/week';

/** The expert's home: today, or the week, in the address (?view=week&date=…) so a reload keeps it. */
export function SchedulePage() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const view: ScheduleView = params.get('view') === 'week' ? 'week' : 'day';
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : today;
  const { from, to } = viewRange(view, date);
  const appointments = useAppointments(from, to);

  const go = (next: { view?: ScheduleView; date?: string }) => {
    const nextView = next.view ?? view;
    const nextDate = next.date ?? date;
    setParams(
      { ...(nextView === 'week' ? { view: 'week' } : {}), ...(nextDate === today ? {} : { date: nextDate }) },
      { replace: true },
    );
  };

  const title = view === 'day' ? longDate(date) : `Week of ${weekTitle(date)}`;
  const days = appointments.data ? groupByDay(viewDates(view, date), appointments.data) : [];
  const count = days.reduce(
    (n, day) => n + day.appointments.filter((a) => a.status !== 'cancelled').length,
    0,
  );

  return (
    <>
      <PageHeader title="Appointments" description="Times are in India Standard Time (IST)." />
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            value={view}
            onChange={(value) => go({ view: value as ScheduleView })}
            data={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
            ]}
            aria-label="Show one day or the week"
          />
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              onClick={() => go({ date: stepDate(view, date, -1) })}
              aria-label={view === 'day' ? 'Previous day' : 'Previous week'}
            >
              <span aria-hidden="true">‹ </span>
              Previous
            </Button>
            <Button variant="default" onClick={() => go({ date: today })} disabled={date === today}>
              Today
            </Button>
            <Button
              variant="default"
              onClick={() => go({ date: stepDate(view, date, 1) })}
              aria-label={view === 'day' ? 'Next day' : 'Next week'}
            >
              Next
              <span aria-hidden="true"> ›</span>
            </Button>
          </Group>
        </Group>
        <Group gap="xs" align="baseline">
          <Title order={2} fz="lg" aria-live="polite">
            {title}
          </Title>
          {appointments.data && (
            <Text c="dimmed" fz="sm">
              {count === 0 ? 'No appointments' : count === 1 ? '1 appointment' : `${count} appointments`}
            </Text>
          )}
        </Group>
      </Stack>
      {appointments.isPending ? (
        <PageLoader label="Loading your appointments…" />
      ) : appointments.isError ? (
        <RetryAlert
          title="Your appointments could not be loaded"
          message={errorMessage(appointments.error)}
          onRetry={() => appointments.refetch()}
        />
      ) : (
        <div
          style={{ opacity: appointments.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={appointments.isPlaceholderData}
        >
          {view === 'week' ? (
            <DayList days={days} today={today} />
          ) : days[0]?.appointments.length ? (
            <AppointmentList appointments={days[0].appointments} />
          ) : (
            <Text c="dimmed">
              No appointments on this day. Patients book into the hours set under Availability.
            </Text>
          )}
        </div>
      )}
    </>
  );
}
