import { Box, type BoxProps } from '@mantine/core';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * Renders server HTML after the DOMPurify allow-list in lib/sanitize-html; never pass HTML to the
 * DOM any other way. Render it only from lazily loaded routes and dialogs, so DOMPurify stays out
 * of the first bundle.
 * Links within the app ("/ContactUs") navigate without reloading the page.
 */
interface SafeHtmlProps extends BoxProps {
  html: string;
  /**
   * Level for the content's top headings. Server HTML uses h3 and h4; a page whose only other
   * heading is its h1 passes 2 so the outline has no gap.
   */
  headingLevel?: 2 | 3;
}

export function SafeHtml({ html, headingLevel = 3, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => {
    const sanitized = sanitizeHtml(html);
    // The sanitiser leaves heading tags without attributes, so a plain tag swap is exact.
    return headingLevel === 2
      ? sanitized.replace(/<(\/?)h3>/g, '<$1h2>').replace(/<(\/?)h4>/g, '<$1h3>')
      : sanitized;
  }, [html, headingLevel]);
  const navigate = useNavigate();

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || anchor.target === '_blank') return;
    event.preventDefault();
    navigate(href);
  };

  return (
    // Clicks (and Enter on a focused link) bubble up from the real links inside.
    <Box
      className="rich-text"
      {...boxProps}
      onClick={followInternalLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was just sanitised by DOMPurify with an allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
