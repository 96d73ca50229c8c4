import type { ArticleCard } from '@care/contracts/articles/schemas';

/** The first `count` articles, preferring those with a picture (home blocks are picture-led). */
export function pickCards(articles: readonly ArticleCard[], count: number): ArticleCard[] {
  const withImage = articles.filter((a) => a.image_path);
  const without = articles.filter((a) => !a.image_path);
  return [...withImage, ...without].slice(0, count);
}
