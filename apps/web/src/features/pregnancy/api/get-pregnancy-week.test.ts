import { pregnancyWeekData } from '@care/contracts/pregnancy/schemas';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/testing/render-app';
import { getPregnancyWeek } from './get-pregnancy-week';

const week = {
  week: 21,
  mom: { highlights_of_the_week: ['a'], precautions: ['b'], recommendation_for_you: ['c'] },
  baby: { highlights_of_the_week: ['d'], precautions: [], recommendation_for_you: ['e'] },
  height: 10.51,
  weight: 360,
  days_left_for_delivery: 133,
  size: 'a carrot',
  size_image_path: '/media/raster/pregnancy-data/week-21.png',
  size_image_svg: '/media/pregnancy-data/week-21.svg',
  lmp: '2025-01-01',
  description_for_baby: 'baby',
  description_for_mom: 'mom',
};

describe('getPregnancyWeek', () => {
  it('reads the first item of the answer, as the contract describes it', async () => {
    const fetch = stubFetch(() => ({ body: ok([week]) }));
    const read = await getPregnancyWeek(21);
    // What it reads is the contract's schema's reading of the answer.
    expect(read).toEqual(pregnancyWeekData.parse([week])[0]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/pregnancy-highlights/app-list?week=21');
  });

  it.each([
    ['an empty list', []],
    ['a missing field', [{ ...week, size: undefined }]],
    ['a wrong type', [{ ...week, height: '10.51' }]],
    ['bad notes', [{ ...week, mom: { highlights_of_the_week: 'a' } }]],
  ])('treats %s as an error', async (_, data) => {
    stubFetch(() => ({ body: ok(data) }));
    await expect(getPregnancyWeek(21)).rejects.toThrow('Something is not right.');
  });
});
