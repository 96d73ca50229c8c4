// Server HTML (articles, Quick Support answers, About Us, policies) is rendered through DOMPurify
// with the allow-list every app shares (@care/contracts/content/html-policy: the API applies the
// same one when the console saves, the console in its preview). Anything not listed is dropped.
//
// DOMPurify is only imported here, and this module only by components that lazily loaded routes
// and dialogs render, so it stays out of the first bundle.
import { htmlSanitizer } from '@care/contracts/content/html-policy';
import DOMPurify from 'dompurify';

// A private instance, so the policy's hooks apply to this allow-list only.
const sanitize = htmlSanitizer(DOMPurify(window));

/** Returns HTML holding only allowed tags, safe links and own pictures. Parsing happens in an inert document. */
export function sanitizeHtml(html: string): string {
  return sanitize(html);
}
