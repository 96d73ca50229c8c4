import type { CycleResult } from '@care/contracts/tools/ovulation';
import { Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDay, formatRange } from '../lib/format-day';
import { CycleCalendar } from './cycle-calendar';

/** The fertile window, the next period and the coming period dates, with Recalculate. */
export function CycleResultView({
  result,
  onRecalculate,
}: {
  result: CycleResult;
  onRecalculate: () => void;
}) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Paper p="md" radius="md" bg="sea.0" aria-label="Fertile window" role="group">
          <Text fz="sm" c="sea.9" fw={600}>
            Fertile window
          </Text>
          <Text fw={700} fz="lg" c="dark.8" data-testid="fertile-window">
            {formatRange(result.fertileWindow)}
          </Text>
        </Paper>
        <Paper p="md" radius="md" bg="rose.0" aria-label="Next period" role="group">
          <Text fz="sm" c="rose.9" fw={600}>
            Next period
          </Text>
          <Text fw={700} fz="lg" c="dark.8" data-testid="next-period">
            {formatDay(result.nextPeriod)}
          </Text>
        </Paper>
      </SimpleGrid>
      <Stack gap={6}>
        <Text fw={600} c="dark.8">
          Period dates ({result.cycleLength}-day cycle)
        </Text>
        <List spacing={4} size="sm" aria-label="Period dates">
          {result.periods.map((p) => (
            <List.Item key={p.start}>{formatRange(p)}</List.Item>
          ))}
        </List>
      </Stack>
      <CycleCalendar result={result} />
      <Text fz="xs" c="dimmed">
        These dates are estimates for a regular cycle. Cycles vary, so please use them as a guide and talk to
        a doctor if you are planning a pregnancy or your periods are irregular.
      </Text>
      <Group justify="center">
        <Button variant="outline" onClick={onRecalculate}>
          Recalculate
        </Button>
      </Group>
    </Stack>
  );
}
