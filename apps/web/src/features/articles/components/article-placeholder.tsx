import type { ArticleKind } from '@care/contracts/articles/constants';
import { useId } from 'react';

/**
 * The picture shown when an article image is missing or fails to load (spec section 8:
 * ArticlePlaceholder). Drawn inline so it never fails itself: soft brand colours, an open
 * book, a play mark or headphones by type.
 */
export function ArticlePlaceholder({ kind = 'text' }: { kind?: ArticleKind }) {
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 320 180"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label="Article picture"
      style={{ display: 'block' }}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe1ea" />
          <stop offset="1" stopColor="#cdeeea" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradient})`} />
      <circle cx="46" cy="150" r="60" fill="#fbc3d4" opacity="0.45" />
      <circle cx="290" cy="24" r="52" fill="#9fdcd4" opacity="0.45" />
      <g
        fill="none"
        stroke="#7f1f41"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.75"
      >
        {kind === 'video' && (
          <>
            <circle cx="160" cy="90" r="34" />
            <path d="M150 72v36l28-18z" fill="#7f1f41" />
          </>
        )}
        {kind === 'audio' && (
          <>
            <path d="M126 112V92a34 34 0 0 1 68 0v20" />
            <rect x="118" y="98" width="18" height="28" rx="6" />
            <rect x="184" y="98" width="18" height="28" rx="6" />
          </>
        )}
        {kind === 'text' && (
          <>
            <path d="M118 62h28a14 14 0 0 1 14 14v48a10 10 0 0 0-10-10h-32z" />
            <path d="M202 62h-28a14 14 0 0 0-14 14v48a10 10 0 0 1 10-10h32z" />
          </>
        )}
      </g>
    </svg>
  );
}
