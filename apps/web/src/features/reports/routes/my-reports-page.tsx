import { Card, Container, Grid, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { usePageTitle } from '@/lib/use-page-title';
import { AccessHistory } from '../components/access-history';
import { DoctorReports } from '../components/doctor-reports';
import { loadReportDialogs } from '../components/load-report-dialogs';
import { OwnReports } from '../components/own-reports';
import { TestReports } from '../components/test-reports';

const ReportViewer = lazy(() => loadReportDialogs().then((m) => ({ default: m.ReportViewer })));

const TABS = ['yours', 'tests', 'doctor'] as const;

/** /my-reports: tabs Your Reports, Test Reports and Doctor Report (kept in the address), and the access history. */
export function MyReportsPage() {
  usePageTitle('My Reports');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'yours';
  const [viewing, setViewing] = useState<{ path: string; title: string } | null>(null);
  const viewerMounted = useOpenedOnce(viewing !== null);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>My Reports</Title>
          <Text c="dimmed">
            Your files are private: only you can open them, and each opening is recorded.
          </Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card padding="lg" radius="lg" withBorder>
              <Tabs
                value={tab}
                onChange={(v) => setParams(v && v !== 'yours' ? { tab: v } : {}, { replace: true })}
                keepMounted={false}
              >
                <Tabs.List grow>
                  <Tabs.Tab value="yours">Your Reports</Tabs.Tab>
                  <Tabs.Tab value="tests">Test Reports</Tabs.Tab>
                  <Tabs.Tab value="doctor">Doctor Report</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="yours">
                  <OwnReports onView={setViewing} />
                </Tabs.Panel>
                <Tabs.Panel value="tests">
                  <TestReports onView={setViewing} />
                </Tabs.Panel>
                <Tabs.Panel value="doctor">
                  <DoctorReports onView={setViewing} />
                </Tabs.Panel>
              </Tabs>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AccessHistory />
          </Grid.Col>
        </Grid>
      </Stack>
      {viewerMounted && (
        <Suspense fallback={null}>
          <ReportViewer file={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Container>
  );
}
