import { MOOD_HISTORY_DAYS, MOOD_SCORE, MOODS, type Mood } from '@care/contracts/mood/constants';
import type { MoodTrack } from '@care/contracts/mood/schemas';
import dayjs from 'dayjs';

// Geometry of the profile's mood chart, kept out of the component so it can be tested alone.
// x runs over the last 30 days (today included); y is the mood's place on MOOD_SCORE, happy on top.

export const CHART_HEIGHT = 220;
/** Room on the left for a face and a mood name per row. */
const GUTTER_LEFT = 96;
const PAD_RIGHT = 14;
const PAD_TOP = 16;
/** Room below for the date labels. */
const PAD_BOTTOM = 30;

export interface ChartPoint {
  entry: MoodTrack;
  x: number;
  y: number;
}

export interface ChartRow {
  mood: Mood;
  y: number;
}

export interface ChartTick {
  x: number;
  label: string;
}

export interface MoodChartLayout {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  rows: ChartRow[];
  ticks: ChartTick[];
  points: ChartPoint[];
}

const MAX_SCORE = Math.max(...Object.values(MOOD_SCORE));
const MIN_SCORE = Math.min(...Object.values(MOOD_SCORE));

export function layoutMoodChart(history: MoodTrack[], width: number, now: Date): MoodChartLayout {
  const plot = {
    left: GUTTER_LEFT,
    right: width - PAD_RIGHT,
    top: PAD_TOP,
    bottom: CHART_HEIGHT - PAD_BOTTOM,
  };
  const start = dayjs(now)
    .startOf('day')
    .subtract(MOOD_HISTORY_DAYS - 1, 'day');
  const end = dayjs(now).endOf('day');
  const span = end.valueOf() - start.valueOf();
  const xOf = (time: number) => plot.left + ((time - start.valueOf()) / span) * (plot.right - plot.left);
  const yOf = (mood: Mood) =>
    plot.top + ((MAX_SCORE - MOOD_SCORE[mood]) / (MAX_SCORE - MIN_SCORE)) * (plot.bottom - plot.top);

  const points = history
    .map((entry) => ({ entry, time: dayjs(entry.createdAt).valueOf() }))
    .filter(({ time }) => time >= start.valueOf() && time <= end.valueOf())
    .sort((a, b) => a.time - b.time)
    .map(({ entry, time }) => ({ entry, x: xOf(time), y: yOf(entry.mood) }));

  // Four date labels on a phone, five when there is room; each sits at noon of its day.
  const plotWidth = plot.right - plot.left;
  const tickDays = plotWidth < 260 ? [0, 10, 20, 29] : [0, 7, 14, 21, 29];
  const ticks = tickDays.map((offset) => {
    const day = start.add(offset, 'day');
    return { x: xOf(day.add(12, 'hour').valueOf()), label: day.format('D MMM') };
  });

  const rows = MOODS.map((mood) => ({ mood, y: yOf(mood) }));
  return { width, height: CHART_HEIGHT, plot, rows, ticks, points };
}

/** One sentence for screen readers: how many check-ins, the latest, and the most frequent mood. */
export function summariseMoods(points: ChartPoint[], labelOf: (mood: Mood) => string): string {
  const lead = `Your moods over the last ${MOOD_HISTORY_DAYS} days`;
  const latest = points.at(-1)?.entry;
  if (!latest) return `${lead}: none recorded.`;
  const counts = new Map<Mood, number>();
  for (const { entry } of points) counts.set(entry.mood, (counts.get(entry.mood) ?? 0) + 1);
  // On a tie the latest mood wins.
  let common = latest.mood;
  for (const [mood, count] of counts) if (count > (counts.get(common) ?? 0)) common = mood;
  const checkIns = points.length === 1 ? '1 check-in' : `${points.length} check-ins`;
  return (
    `${lead}: ${checkIns}. Latest: ${labelOf(latest.mood)} on ${dayjs(latest.createdAt).format('DD MMM YYYY')}. ` +
    `Most often: ${labelOf(common)}.`
  );
}
