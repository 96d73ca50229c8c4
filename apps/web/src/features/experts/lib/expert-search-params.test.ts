import { describe, expect, it } from 'vitest';
import { readExpertSearch, writeExpertSearch, yearsSince } from './expert-search-params';

describe('the expert list in the URL', () => {
  it('reads defaults, and round-trips type, query, filters and page', () => {
    expect(readExpertSearch(new URLSearchParams(''), 'GC')).toMatchObject({
      type: 'gc',
      page: 1,
      records: 10,
    });
    const p = readExpertSearch(
      new URLSearchParams(
        'type=mhc&query=anxiety&language=hindi,tamil&concerns=grief-and-loss&page=2&records=25',
      ),
    );
    expect(p).toEqual({
      type: 'mhc',
      query: 'anxiety',
      language: ['hindi', 'tamil'],
      expert_approaches: [],
      concerns: ['grief-and-loss'],
      sort: null,
      direction: null,
      fee_min: null,
      fee_max: null,
      gender: null,
      page: 2,
      records: 25,
    });
    expect(readExpertSearch(writeExpertSearch(p))).toEqual(p);
  });

  it('drops what does not apply: concerns for GC, odd page sizes', () => {
    const p = readExpertSearch(new URLSearchParams('type=gc&concerns=anxiety&records=7&page=-3'));
    expect(p).toMatchObject({ concerns: [], records: 10, page: 1 });
  });

  it('round-trips the sort, its direction, the fee range and gender (issue 19)', () => {
    const p = readExpertSearch(
      new URLSearchParams('type=mhc&sort=fee&direction=desc&fee_min=1000&fee_max=2500&gender=female'),
    );
    expect(p).toMatchObject({
      sort: 'fee',
      direction: 'desc',
      fee_min: 1000,
      fee_max: 2500,
      gender: 'female',
    });
    expect(writeExpertSearch(p).toString()).toBe(
      'type=mhc&sort=fee&direction=desc&fee_min=1000&fee_max=2500&gender=female',
    );
    expect(readExpertSearch(writeExpertSearch(p))).toEqual(p);
    // A fee of 0 is a bound, not "no bound".
    expect(readExpertSearch(new URLSearchParams('type=gc&fee_min=0')).fee_min).toBe(0);
  });

  it('drops what the API would refuse: unknown sorts, genders and directions, odd fees, a range the wrong way', () => {
    expect(
      readExpertSearch(
        new URLSearchParams('type=mhc&sort=price&direction=up&gender=robot&fee_min=-5&fee_max=1.5'),
      ),
    ).toMatchObject({ sort: null, direction: null, gender: null, fee_min: null, fee_max: null });
    expect(readExpertSearch(new URLSearchParams('type=mhc&direction=desc')).direction).toBeNull();
    expect(readExpertSearch(new URLSearchParams('type=mhc&fee_min=3000&fee_max=1000'))).toMatchObject({
      fee_min: null,
      fee_max: null,
    });
    expect(readExpertSearch(new URLSearchParams('type=mhc&fee_max=200000')).fee_max).toBeNull();
  });

  it('counts whole years of practice', () => {
    expect(yearsSince('2014-06-01', new Date('2026-05-31T00:00:00Z'))).toBe(11);
    expect(yearsSince('2014-06-01', new Date('2026-06-01T00:00:00Z'))).toBe(12);
  });
});
