import escapeHtml from 'escape-html';

/**
 * A paragraph of an e-mail. `quote` is someone's own words (a gift's message): the HTML sets
 * them apart and never turns anything in them into a link, since a link there would look as if
 * the provider sent it.
 */
export type EmailBlock = string | { lead: string; quote: string };

export interface EmailBody {
  text: string;
  html: string;
}

const BRAND_COLOUR = '#8e2a4f';
const FONT = 'Arial, Helvetica, sans-serif';

/**
 * The plain-text and HTML parts of one e-mail from the same paragraphs: the text is the
 * paragraphs as they are, the HTML the same words escaped, in a one-column layout (at most 560
 * px wide, 16 px text, inline styles only, as mail clients drop style sheets) under a band with
 * the brand's name. Addresses on the site's own PUBLIC_URL become links; no other text does.
 */
export function emailBody(
  site: { brand: string; publicUrl: string | null | undefined },
  title: string,
  blocks: EmailBlock[],
): EmailBody {
  const text = blocks.map((b) => (typeof b === 'string' ? b : `${b.lead}\n${b.quote}`)).join('\n\n');
  const base = site.publicUrl?.replace(/\/+$/, '') || null;
  const p = (inner: string) => `<p style="margin:0 0 16px 0;">${inner}</p>`;
  const paragraphs = blocks.map((b) =>
    typeof b === 'string'
      ? p(linked(b, base))
      : `${p(lines(b.lead))}<blockquote style="margin:0 0 16px 0;padding:8px 16px;border-left:4px solid ${BRAND_COLOUR};background:#f7f0f3;">${lines(b.quote)}</blockquote>`,
  );
  const brand = escapeHtml(site.brand);
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background:#f4eff2;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4eff2;">',
    '<tr><td align="center" style="padding:16px 8px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-collapse:separate;">',
    `<tr><td style="background:${BRAND_COLOUR};color:#ffffff;padding:16px 24px;font-family:${FONT};font-size:18px;line-height:1.3;font-weight:bold;">${brand}</td></tr>`,
    `<tr><td style="padding:24px;font-family:${FONT};font-size:16px;line-height:1.5;color:#222222;word-break:break-word;">`,
    `<h1 style="margin:0 0 16px 0;font-size:20px;line-height:1.3;color:#222222;">${escapeHtml(title)}</h1>`,
    ...paragraphs,
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #eeeeee;font-family:${FONT};font-size:13px;line-height:1.5;color:#666666;">${brand}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
  return { text, html };
}

const lines = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

/** Escapes `s`, linking each address under `base` (a sentence's closing stop stays outside). */
function linked(s: string, base: string | null): string {
  if (!base) return lines(s);
  const pattern = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?#][^\\s<>"']*)?`, 'g');
  let out = '';
  let at = 0;
  for (const m of s.matchAll(pattern)) {
    const url = m[0].replace(/[.,;:!?)]+$/, '');
    out += lines(s.slice(at, m.index));
    out += `<a href="${escapeHtml(url)}" style="color:${BRAND_COLOUR};">${escapeHtml(url)}</a>`;
    at = m.index + url.length;
  }
  return out + lines(s.slice(at));
}
