import { htmlSanitizer } from '@care/contracts/content/html-policy';
import DOMPurify from 'dompurify';

// Authored HTML (articles, Quick Support answers) is sanitised when the console saves it, with
// the same DOMPurify and the same allow-list the web app applies when it shows it
// (@care/contracts/content/html-policy), so what is stored is what patients see and nothing a
// browser would run is ever kept. DOMPurify needs a DOM: jsdom's, loaded on the first save (it
// takes a moment to load and no patient request needs it).

let sanitizer: Promise<(html: string) => string> | null = null;

function load() {
  sanitizer ??= import('jsdom').then(({ JSDOM }) => {
    const { window } = new JSDOM('<!doctype html>');
    return htmlSanitizer(DOMPurify(window));
  });
  return sanitizer;
}

/** The HTML as the shared allow-list keeps it. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await load())(html);
}
