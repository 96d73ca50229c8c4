// The one piece of jsdom the API uses (lib/sanitize-html.ts): a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
