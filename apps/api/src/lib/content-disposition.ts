// `Content-Disposition` for a file served under a name of our choosing (RFC 6266): the name as
// plain ASCII in `filename` for old clients and, when it holds anything else, exactly in
// `filename*` (RFC 8187, UTF-8), which every current browser and the apps' download managers
// prefer.

/** Characters RFC 8187 lets through unencoded (attr-char); everything else is %XX of its UTF-8. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeExtValue(value: string): string {
  let out = '';
  for (const ch of value) {
    if (ATTR_CHAR.test(ch)) out += ch;
    else
      for (const byte of Buffer.from(ch, 'utf8'))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * A name fit to save a file under: no control characters, path separators or characters
 * Windows refuses, no leading dots or spaces, at most 150 characters (cut without splitting a
 * character); `fallback` when nothing is left.
 */
export function safeFilename(name: string, fallback = 'file'): string {
  const cleaned = [
    ...name
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[.\s]+/, ''),
  ]
    .slice(0, 150)
    .join('')
    .trim();
  return cleaned || fallback;
}

/** `inline; filename="Thyroid Profile.pdf"`, with `filename*` when the name is not plain ASCII. */
export function contentDisposition(filename: string, type: 'inline' | 'attachment' = 'inline'): string {
  const name = safeFilename(filename);
  // The plain name: accents dropped (Müller → Muller), any other run of non-ASCII one '_'.
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\%]/g, '_');
  const header = `${type}; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${encodeExtValue(name)}`;
}
