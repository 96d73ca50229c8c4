// The one allow-list for authored HTML (articles, Quick Support answers, About Us, policies),
// applied with DOMPurify in three places: the web app when it shows the HTML
// (apps/web/src/lib/sanitize-html.ts), the console's preview, and the API when the console saves
// it (apps/api/src/lib/sanitize-html.ts, on jsdom), so what is stored is already what patients see.
// Anything not listed is dropped: other tags are unwrapped to their text, dangerous ones are
// removed with their content, and no attribute survives except a safe link on an <a> (http(s),
// mailto and tel, opened in a new tab with rel=noopener, or a path within this app such as
// /ContactUs; a link whose address is not safe is unwrapped to its text) and an <img> of the
// console's own uploads (src under /media/article/, with its alt text).
//
// Only types come from DOMPurify here: each app passes in its own instance (a browser window's
// or jsdom's), so contracts stay free of a DOM.
import type { Config, DOMPurify } from 'dompurify';

export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  // Issue 22: the console's editor writes quotes and inline pictures.
  'blockquote',
  'img',
] as const;

/**
 * Removed together with everything inside them, on top of DOMPurify's own list (script, style,
 * iframe, svg, math, template, noscript, ...).
 */
export const HTML_DROPPED_WITH_CONTENT = [
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
export const HTML_SAFE_LINK = /^(?:(?:https?|mailto|tel):|\/(?![/\\]))/i;

/** An inline picture: only the console's uploads, served by this site (media/article/...). */
export const HTML_SAFE_IMAGE = /^\/media\/article\/[A-Za-z0-9._/-]+$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters browsers skip in a URL
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;

export const HTML_POLICY_CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: ['href', 'src', 'alt'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: HTML_SAFE_LINK,
  ADD_FORBID_CONTENTS: HTML_DROPPED_WITH_CONTENT,
  KEEP_CONTENT: true,
};

/** The little of a DOM node the hooks use (contracts compile without the DOM's types). */
interface PolicyNode {
  readonly nodeName: string;
  readonly parentNode: { insertBefore(node: PolicyNode, before: PolicyNode | null): unknown } | null;
  readonly lastChild: PolicyNode | null;
  readonly nextSibling: PolicyNode | null;
  remove(): void;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/** Moves a node's children out after it and removes it (its text stays; the walk still cleans them). */
function unwrap(node: PolicyNode) {
  const parent = node.parentNode;
  if (parent) {
    while (node.lastChild) parent.insertBefore(node.lastChild, node.nextSibling);
  }
  node.remove();
}

/**
 * Installs the policy's hooks on a private DOMPurify instance and answers its sanitiser: HTML
 * holding only allowed tags, safe links and own pictures. Parsing happens in an inert document.
 */
export function htmlSanitizer(purify: DOMPurify): (html: string) => string {
  // ALLOWED_ATTR applies to every tag; a link keeps only its href, a picture its src and alt.
  purify.addHook('uponSanitizeAttribute', (element, event) => {
    const node = element as unknown as PolicyNode;
    const name = event.attrName;
    if (node.nodeName === 'A') event.keepAttr = name === 'href';
    else if (node.nodeName === 'IMG') event.keepAttr = name === 'src' || name === 'alt';
    else event.keepAttr = false;
  });

  purify.addHook('afterSanitizeAttributes', (element) => {
    const node = element as unknown as PolicyNode;
    if (node.nodeName === 'IMG') {
      // Not one of our uploads (another site's picture could track readers): dropped.
      const src = node.getAttribute('src') ?? '';
      if (!HTML_SAFE_IMAGE.test(src) || src.includes('..')) node.remove();
      return;
    }
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (!href) {
      // No safe address is left: keep the text, the same way DOMPurify unwraps a tag that is not allowed.
      unwrap(node);
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

  return (html: string) => (html ? purify.sanitize(html, HTML_POLICY_CONFIG) : '');
}
