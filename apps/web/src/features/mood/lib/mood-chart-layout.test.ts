import { MOOD_LABELS } from '@care/contracts/mood/constants';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { track } from '../testing/mood-fixtures';
import { layoutMoodChart, summariseMoods } from './mood-chart-layout';

const now = new Date();
const label = (mood: keyof typeof MOOD_LABELS) => MOOD_LABELS[mood];

describe('layoutMoodChart', () => {
  it('puts happy at the top and angry at the bottom, in MOOD_SCORE order', () => {
    const { rows, plot } = layoutMoodChart([], 600, now);
    expect(rows.map((r) => r.mood)).toEqual(['angry', 'sad', 'anxious', 'neutral', 'happy']);
    const ys = rows.map((r) => r.y);
    expect(ys[0]).toBe(plot.bottom);
    expect(ys[4]).toBe(plot.top);
    expect([...ys].sort((a, b) => b - a)).toEqual(ys);
  });

  it('places check-ins by date inside the plot and leaves out anything older than 30 days', () => {
    const history = [
      track('old', 'sad', 31),
      track('a', 'angry', 29),
      track('b', 'happy', 0),
      track('c', 'neutral', 10),
    ];
    const { points, plot } = layoutMoodChart(history, 600, now);
    expect(points.map((p) => p.entry._id)).toEqual(['a', 'c', 'b']);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(plot.left);
      expect(p.x).toBeLessThanOrEqual(plot.right);
    }
    expect(points[0]?.x).toBeLessThan(points[1]?.x ?? 0);
  });

  it('labels fewer dates on a narrow screen', () => {
    expect(layoutMoodChart([], 320, now).ticks).toHaveLength(4);
    expect(layoutMoodChart([], 700, now).ticks).toHaveLength(5);
    expect(layoutMoodChart([], 700, now).ticks.at(-1)?.label).toBe(dayjs(now).format('D MMM'));
  });
});

describe('summariseMoods', () => {
  it('says how many, the latest and the most frequent', () => {
    const { points } = layoutMoodChart(
      [track('a', 'anxious', 3), track('b', 'anxious', 2), track('c', 'happy', 1)],
      600,
      now,
    );
    const text = summariseMoods(points, label);
    expect(text).toContain('3 check-ins');
    expect(text).toContain('Latest: Happy');
    expect(text).toContain('Most often: Anxious');
  });

  it('says so when there is nothing', () => {
    expect(summariseMoods([], label)).toBe('Your moods over the last 30 days: none recorded.');
  });
});
