import { Box, Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizePreview } from './sanitize-preview';

/** The HTML after the shared allow-list, as the patient app will show it. */
export function HtmlPreview({ html, label = 'Preview' }: { html: string; label?: string }) {
  const clean = useMemo(() => sanitizePreview(html), [html]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Text fz="sm" c="dimmed" mb="xs">
        {label}: as patients will see it
      </Text>
      <Box
        className="rich-text"
        style={{ overflowWrap: 'anywhere' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the shared DOMPurify allow-list
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </Paper>
  );
}
