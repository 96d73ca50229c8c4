import type { ArticleType } from '@care/contracts/articles/constants';
import type { ArticleCard, ArticleDetail } from '@care/contracts/articles/schemas';
import { TRIBE_SHORT_NAMES, type Tribe } from '@care/contracts/patient/constants';
import { type MediaBases, mediaUrlOf } from '../../lib/media-url.ts';
import { pictureKeys } from '../../lib/raster-media.ts';
import type { ArticleListRow, ArticleRow } from './repository.ts';

export function presentCard(
  row: Omit<ArticleListRow, 'isBookmarked'>,
  isBookmarked: boolean,
  mediaBases: MediaBases,
): ArticleCard {
  // The spec's image_path keeps its meaning for the phone apps, a picture they can show (PNG);
  // the web takes the SVG from image_svg.
  const picture = pictureKeys(row.imagePath);
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    short_description: row.shortDescription,
    type: row.type as ArticleType,
    category: row.category,
    image_path: mediaUrlOf(mediaBases, picture.image),
    image_svg: mediaUrlOf(mediaBases, picture.svg),
    audio_path: mediaUrlOf(mediaBases, row.audioPath),
    video_path: mediaUrlOf(mediaBases, row.videoPath),
    video_link: row.videoLink,
    views: row.views,
    likes: row.likes,
    // Patients are only shown published articles, which have the date.
    createdAt: (row.publishedAt ?? new Date(0)).toISOString(),
    is_bookmarked: isBookmarked,
    support_tribe: row.tribes.map((value) => ({ value, label: TRIBE_SHORT_NAMES[value as Tribe] ?? value })),
  };
}

export function presentDetail(
  row: ArticleRow,
  meta: { liked: boolean; bookmarked: boolean },
  mediaBases: MediaBases,
): ArticleDetail {
  return {
    ...presentCard(row, meta.bookmarked, mediaBases),
    // The apps expect the HTML URL-encoded (spec section 3).
    description: encodeURIComponent(row.body),
    meta,
  };
}
