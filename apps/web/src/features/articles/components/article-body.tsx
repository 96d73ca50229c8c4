import { useMemo } from 'react';
import { SafeHtml } from '@/components/safe-html';
import { decodeHtml } from '@/lib/decode-html';

/**
 * The article's HTML arrives URL-encoded (spec section 3). It is decoded and passed through
 * the app's allow-list sanitiser, so scripts, event handlers and unknown tags never reach the page.
 */
export function ArticleBody({ description }: { description: string }) {
  const html = useMemo(() => decodeHtml(description), [description]);
  return <SafeHtml html={html} headingLevel={2} fz={{ base: 'md', sm: 'lg' }} />;
}
