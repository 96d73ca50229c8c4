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
      page: 2,
      records: 25,
    });
    expect(readExpertSearch(writeExpertSearch(p))).toEqual(p);
  });

  it('drops what does not apply: concerns for GC, odd page sizes', () => {
    const p = readExpertSearch(new URLSearchParams('type=gc&concerns=anxiety&records=7&page=-3'));
    expect(p).toMatchObject({ concerns: [], records: 10, page: 1 });
  });

  it('counts whole years of practice', () => {
    expect(yearsSince('2014-06-01', new Date('2026-05-31T00:00:00Z'))).toBe(11);
    expect(yearsSince('2014-06-01', new Date('2026-06-01T00:00:00Z'))).toBe(12);
  });
});
