// Server HTML (articles, Quick Support answers, About Us, policies) is rendered through DOMPurify
// with this allow-list. Anything not listed is dropped: other tags are unwrapped to their text,
// dangerous ones are removed with their content, and no attribute survives except a safe link on
// an <a>: http(s), mailto and tel (opened in a new tab with rel=noopener), or a path within this
// app such as /ContactUs. A link whose address is not safe is unwrapped to its text.
//
// DOMPurify is only imported here, and this module only by components that lazily loaded routes
// and dialogs render, so it stays out of the first bundle.
import DOMPurify, { type Config } from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4'];

/**
 * Removed together with everything inside them, on top of DOMPurify's own list (script, style,
 * iframe, svg, math, template, noscript, ...).
 */
const DROPPED_WITH_CONTENT = [
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
];

/**
 * http(s), mailto, tel, or a path on this site ("/ContactUs") but not a protocol-relative
 * "//host" address. DOMPurify tests it after removing the control characters and spaces that
 * browsers ignore inside schemes ("java\tscript:").
 */
const SAFE_LINK = /^(?:(?:https?|mailto|tel):|\/(?![/\\]))/i;

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters browsers skip in a URL
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_LINK,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  KEEP_CONTENT: true,
};

// A private instance, so these hooks apply to this allow-list only.
const purify = DOMPurify(window);

// ALLOWED_ATTR applies to every tag; only a link may keep one (its href).
purify.addHook('uponSanitizeAttribute', (node, event) => {
  if (node.nodeName !== 'A') event.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (!href) {
    // No safe address is left: keep the text. The children go after the link, so DOMPurify's
    // walk still visits and cleans them, the same way it unwraps a tag that is not allowed.
    const parent = node.parentNode;
    if (parent) {
      while (node.lastChild) parent.insertBefore(node.lastChild, node.nextSibling);
    }
    node.remove();
    return;
  }
  const compact = href.replace(IGNORED_IN_URL, '');
  if (compact.startsWith('/')) {
    // Links within the app stay in it.
    node.setAttribute('href', compact);
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** Returns HTML holding only allowed tags and safe links. Parsing happens in an inert document. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return purify.sanitize(html, CONFIG);
}
