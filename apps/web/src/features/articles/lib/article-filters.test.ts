import { describe, expect, it } from 'vitest';
import { articleQuery } from './article-filters';

describe('articleQuery', () => {
  it('sends the week only when it is 1-40, and the category only when set', () => {
    expect(articleQuery({ week: -1, category: null })).toEqual({});
    expect(articleQuery({ week: 0, category: 'null' })).toEqual({});
    expect(articleQuery({ week: 41 })).toEqual({});
    expect(articleQuery({ week: 1, category: 'At Ease' })).toEqual({ week: 1, category: 'At Ease' });
    expect(articleQuery({ week: 40 })).toEqual({ week: 40 });
  });

  it('joins tribes with commas and leaves an empty list out', () => {
    expect(articleQuery({ supportTribe: ['Anxiety Support', 'Grief Support'] })).toEqual({
      support_tribe: 'Anxiety Support,Grief Support',
    });
    expect(articleQuery({ supportTribe: [] })).toEqual({});
  });
});
