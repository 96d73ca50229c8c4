import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** Renders server HTML after the allow-list sanitiser; never pass HTML to the DOM any other way. */
export function SafeHtml({ html, ...boxProps }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      className="rich-text"
      {...boxProps}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was just sanitised by an allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
