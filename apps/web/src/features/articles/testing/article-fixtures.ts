import type { ArticleCard, ArticleDetail } from '@care/contracts/articles/schemas';

let n = 0;

/** A list card as the API answers it. */
export function card(overrides: Partial<ArticleCard> = {}): ArticleCard {
  n += 1;
  return {
    _id: `a${n}`,
    slug: `article-${n}`,
    title: `Article ${n}`,
    short_description: 'A short summary of the article.',
    type: 'Text Article',
    category: 'At Ease',
    image_path: `/media/raster/article/a${n}.png`,
    image_svg: `/media/article/a${n}.svg`,
    audio_path: null,
    video_path: null,
    video_link: null,
    views: 10,
    likes: 3,
    createdAt: '2025-03-03T10:00:00.000Z',
    is_bookmarked: false,
    support_tribe: [],
    ...overrides,
  };
}

export function detail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...card(),
    description: encodeURIComponent('<p>Body text.</p>'),
    meta: { liked: false, bookmarked: false },
    ...overrides,
  };
}

export const page = (result: ArticleCard[], total = result.length) => ({
  result,
  pagination: { current_page: 1, total_records: total, records: 20 },
});
