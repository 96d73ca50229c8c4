// Server HTML (Quick Support answers, About Us, policies) is rendered through this allow-list.
// Anything not listed is dropped: other tags are unwrapped to their text, dangerous ones are
// removed with their content, and no attribute survives except a safe link: http(s), mailto and
// tel (opened in a new tab with rel=noopener), or a path within this app such as /ContactUs.

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4']);

/** Removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'img',
  'picture',
  'source',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'form',
  'input',
  'button',
  'select',
  'textarea',
]);

const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;
/** A path on this site ("/ContactUs"), but not a protocol-relative "//host" address. */
const INTERNAL_LINK = /^\/(?![/\\])/;

type SafeLink = { href: string; internal: boolean };

function safeHref(raw: string | null): SafeLink | null {
  if (!raw) return null;
  // Browsers ignore control characters and spaces inside schemes ("java\tscript:"), so do we.
  const compact = Array.from(raw)
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code > 0x20 && code !== 0x7f;
    })
    .join('');
  if (INTERNAL_LINK.test(compact)) return { href: compact, internal: true };
  if (SAFE_LINK.test(compact)) return { href: raw.trim(), internal: false };
  return null;
}

function copyChildren(from: Node, to: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    for (const clean of cleanNode(child, doc)) to.appendChild(clean);
  }
}

function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return []; // comments, processing instructions
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return [];

  const unwrap = () => {
    const frag = doc.createDocumentFragment();
    copyChildren(el, frag, doc);
    return Array.from(frag.childNodes);
  };

  if (!ALLOWED_TAGS.has(tag)) return unwrap();

  if (tag === 'a') {
    const link = safeHref(el.getAttribute('href'));
    if (!link) return unwrap();
    const a = doc.createElement('a');
    a.setAttribute('href', link.href);
    // Links to other sites open in a new tab; links within the app stay in it.
    if (!link.internal) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
    copyChildren(el, a, doc);
    return [a];
  }

  const clean = doc.createElement(tag);
  copyChildren(el, clean, doc);
  return [clean];
}

/** Returns HTML holding only allowed tags and safe links. Parsing happens in an inert document. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyChildren(parsed.body, container, out);
  return container.innerHTML;
}
