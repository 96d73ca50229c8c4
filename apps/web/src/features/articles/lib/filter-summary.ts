import { isFilterWeek } from './article-filters';

/** 'At Ease · Week 21', 'All topics · any week': what a list is narrowed to, in words. */
export function filterSummary(category: string | null | undefined, week: number | null | undefined): string {
  const topic = category && category !== 'null' ? category : 'All topics';
  return `${topic} · ${isFilterWeek(week) ? `Week ${week}` : 'any week'}`;
}
