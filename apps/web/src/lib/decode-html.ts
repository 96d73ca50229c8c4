import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * Article bodies and Quick Support answers arrive as URL-encoded HTML (spec section 3). A
 * malformed escape falls back to the raw text; either way the result is sanitised.
 */
export function decodeHtml(encoded: string): string {
  let html: string;
  try {
    html = decodeURIComponent(encoded);
  } catch {
    html = encoded;
  }
  return sanitizeHtml(html);
}
