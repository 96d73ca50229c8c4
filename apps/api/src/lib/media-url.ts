/**
 * A media key (article/x.svg, pregnancy-data/week-21.svg, mood/sad.svg) as an address under
 * the configured media base (MEDIA_BASE_URL, or /media on this server).
 */
export function mediaUrl(base: string, key: string | null): string | null {
  if (!key) return null;
  if (/^https?:\/\//.test(key)) return key;
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
