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
  /**
   * Splits a run of text into parts, some of them phone numbers to call (`tel`): those become
   * tap-to-call links (the assistant's helplineParts turns helpline numbers into them).
   */
  telLinks?: (text: string) => readonly { text: string; tel?: string | undefined }[];
}

/** Wraps the phone numbers `split` finds in the text of `html` (outside links) in tel: links. */
function withTelLinks(html: string, split: NonNullable<SafeHtmlProps['telLinks']>): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('a')) texts.push(node as Text);
  for (const node of texts) {
    const parts = split(node.data);
    if (!parts.some((part) => part.tel)) continue;
    node.replaceWith(
      ...parts.map((part) => {
        if (!part.tel) return part.text;
        const link = document.createElement('a');
        link.href = part.tel;
        link.textContent = part.text;
        return link;
      }),
    );
  }
  return template.innerHTML;
}

export function SafeHtml({ html, headingLevel = 3, telLinks, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => {
    const sanitized = sanitizeHtml(html);
    // The sanitiser leaves heading tags without attributes, so a plain tag swap is exact.
    const leveled =
      headingLevel === 2
        ? sanitized.replace(/<(\/?)h3>/g, '<$1h2>').replace(/<(\/?)h4>/g, '<$1h3>')
        : sanitized;
    // After sanitising: the links added here carry only the tel: addresses `telLinks` gives.
    return telLinks ? withTelLinks(leveled, telLinks) : leveled;
  }, [html, headingLevel, telLinks]);
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
