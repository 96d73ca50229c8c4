import type { ArticleKind } from '@care/contracts/articles/constants';
import { useState } from 'react';
import { ArticlePlaceholder } from './article-placeholder';

interface ArticleImageProps {
  src: string | null;
  kind: ArticleKind;
  /** Lists load images lazily; the picture at the top of an article loads at once. */
  eager?: boolean;
}

/**
 * An article picture filling its frame, with the placeholder when it is missing or broken.
 * Callers pass the SVG (image_svg) when there is one: smaller and sharper than the PNG that
 * image_path answers for the phone apps. Without an SVG there is no WebP either, so a plain
 * <img> of image_path is all there is to show.
 */
export function ArticleImage({ src, kind, eager = false }: ArticleImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <ArticlePlaceholder kind={kind} />;
  return (
    <img
      src={src}
      // Decorative: the title next to it says what the article is.
      alt=""
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
      style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
