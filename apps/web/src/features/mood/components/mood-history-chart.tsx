import { MOOD_HISTORY_DAYS, MOOD_LABELS, type Mood } from '@care/contracts/mood/constants';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Anchor, Box, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMoodHistory } from '../api/get-mood-history';
import { useMoodList } from '../api/get-mood-list';
import { CHART_HEIGHT, layoutMoodChart, summariseMoods } from '../lib/mood-chart-layout';

/** Dot colours: warm for hard moods, teal for good ones (the line itself stays neutral). */
const MOOD_COLOURS: Record<Mood, string> = {
  angry: 'var(--mantine-color-red-7)',
  sad: 'var(--mantine-color-blue-7)',
  anxious: 'var(--mantine-color-orange-7)',
  neutral: 'var(--mantine-color-gray-6)',
  happy: 'var(--mantine-color-sea-7)',
};

/** Until the box has been measured (and in tests, which cannot measure) draw at a typical width. */
const FALLBACK_WIDTH = 600;

/**
 * The patient's check-ins of the last 30 days on the profile: a small hand-drawn SVG (no chart
 * library, to keep the download small) with the five moods on the y axis and dates on the x axis.
 */
export function MoodHistoryChart() {
  const history = useMoodHistory();
  const moodList = useMoodList();
  const { ref, width } = useElementSize();

  const labelOf = useMemo(() => {
    const names = new Map(moodList.data?.map((m) => [m.mood, m.display_mood]));
    return (mood: Mood) => names.get(mood) ?? MOOD_LABELS[mood];
  }, [moodList.data]);
  const iconOf = (mood: Mood) => {
    const option = moodList.data?.find((m) => m.mood === mood);
    // The SVG face, sharp at any size; mood_icon is the PNG for the phone apps.
    return option ? (option.mood_icon_svg ?? option.mood_icon) : undefined;
  };

  const layout = useMemo(
    () => layoutMoodChart(history.data ?? [], width > 0 ? width : FALLBACK_WIDTH, new Date()),
    [history.data, width],
  );
  const { plot, rows, ticks, points } = layout;

  return (
    <Stack gap="sm" component="section" aria-labelledby="mood-history-title">
      <Title order={2} id="mood-history-title" fz={{ base: 20, sm: 24 }}>
        Your mood over the last {MOOD_HISTORY_DAYS} days
      </Title>

      {history.isPending && <Skeleton height={CHART_HEIGHT} radius="md" />}

      {history.isError && (
        <RetryAlert message={history.error.message} onRetry={() => history.refetch()} radius="md" />
      )}

      {history.data && points.length === 0 && (
        <Text c="dimmed">
          No moods recorded yet.{' '}
          <Anchor component={Link} to={paths.home}>
            Check in from the home page.
          </Anchor>
        </Text>
      )}

      {history.data && points.length > 0 && (
        <>
          <Box ref={ref} w="100%">
            <svg
              role="img"
              aria-label={summariseMoods(points, labelOf)}
              width="100%"
              height={CHART_HEIGHT}
              viewBox={`0 0 ${layout.width} ${layout.height}`}
              style={{ display: 'block', overflow: 'visible' }}
            >
              {rows.map((row) => {
                const icon = iconOf(row.mood);
                return (
                  <g key={row.mood}>
                    <line
                      x1={plot.left}
                      x2={plot.right}
                      y1={row.y}
                      y2={row.y}
                      stroke="var(--mantine-color-gray-3)"
                      strokeDasharray="3 4"
                    />
                    {icon && <image href={icon} x={0} y={row.y - 11} width={22} height={22} />}
                    <text
                      x={28}
                      y={row.y}
                      dominantBaseline="central"
                      fontSize={13}
                      fill="var(--mantine-color-dark-6)"
                    >
                      {labelOf(row.mood)}
                    </text>
                  </g>
                );
              })}
              {ticks.map((tick) => (
                <text
                  key={tick.label}
                  x={tick.x}
                  y={plot.bottom + 20}
                  textAnchor="middle"
                  fontSize={12}
                  fill="var(--mantine-color-dimmed)"
                >
                  {tick.label}
                </text>
              ))}
              <polyline
                points={points.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke="var(--mantine-color-sea-4)"
                strokeWidth={2}
                strokeLinejoin="round"
              />
              {points.map((p) => (
                <circle
                  key={p.entry._id}
                  data-testid="mood-point"
                  cx={p.x}
                  cy={p.y}
                  r={5}
                  fill={MOOD_COLOURS[p.entry.mood]}
                  stroke="white"
                  strokeWidth={1.5}
                />
              ))}
            </svg>
          </Box>
          <Text fz="sm" c="dimmed">
            {points.length === 1 ? '1 check-in' : `${points.length} check-ins`} in the last{' '}
            {MOOD_HISTORY_DAYS} days.
          </Text>
          <VisuallyHidden>
            <table>
              <caption>Your mood check-ins</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Mood</th>
                </tr>
              </thead>
              <tbody>
                {points.map(({ entry }) => (
                  <tr key={entry._id}>
                    <td>{dayjs(entry.createdAt).format('DD MMM YYYY, hh:mm A')}</td>
                    <td>{labelOf(entry.mood)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
