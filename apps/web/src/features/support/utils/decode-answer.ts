import { sanitizeHtml } from '@/lib/sanitize-html';

/** Quick Support answers arrive URL-encoded; a malformed escape falls back to the raw text. */
export function decodeAnswer(encoded: string): string {
  let html: string;
  try {
    html = decodeURIComponent(encoded);
  } catch {
    html = encoded;
  }
  return sanitizeHtml(html);
}
