import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Card, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { useAvailability } from '../api/get-availability';
import { DateOverrides } from '../components/date-overrides';
import { LeaveSection } from '../components/leave-section';
import { WeeklyHoursForm } from '../components/weekly-hours-form';

const TABS = ['weekly', 'dates', 'leave'] as const;
type Tab = (typeof TABS)[number];

export function AvailabilityPage() {
  const availability = useAvailability();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'weekly';
  return (
    <>
      <PageHeader
        title="Availability"
        description="When patients can book you: your weekly hours, dates that differ, and leave."
      />
      {availability.isPending ? (
        <PageLoader label="Loading your hours…" />
      ) : availability.isError ? (
        <RetryAlert
          title="Your hours could not be loaded"
          message={errorMessage(availability.error)}
          onRetry={() => availability.refetch()}
        />
      ) : (
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(value && value !== 'weekly' ? { tab: value } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="weekly">Weekly hours</Tabs.Tab>
            <Tabs.Tab value="dates">Dates</Tabs.Tab>
            <Tabs.Tab value="leave">Leave</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="weekly" pt="md">
            <Card>
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Weekly hours
                </Title>
                <WeeklyHoursForm availability={availability.data} />
              </Stack>
            </Card>
          </Tabs.Panel>
          <Tabs.Panel value="dates" pt="md">
            <Card>
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Dates with their own hours
                </Title>
                <DateOverrides overrides={availability.data.overrides} />
              </Stack>
            </Card>
          </Tabs.Panel>
          <Tabs.Panel value="leave" pt="md">
            <Card>
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Leave
                </Title>
                <LeaveSection leave={availability.data.leave} />
              </Stack>
            </Card>
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
