import { describe, expect, it } from 'vitest';
import { runPreloadedModules } from './preloaded-modules';

// The screen's preloaded chunks run before the router asks for them: every one the page names,
// in its order, not the library steps or the entry (start.js runs those), and one that fails
// does not stop the rest.

declare global {
  var __ran: string[] | undefined;
}

const moduleUrl = (name: string) =>
  `data:text/javascript,${encodeURIComponent(`(globalThis.__ran ??= []).push(${JSON.stringify(name)});`)}`;

describe('runPreloadedModules', () => {
  it("runs the page's screen modules in order, skipping the steps and the entry", async () => {
    globalThis.__ran = [];
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = [
      `<link rel="modulepreload" data-app-entry href="${moduleUrl('entry')}">`,
      `<link rel="modulepreload" data-app-step="0" href="${moduleUrl('react')}">`,
      `<link rel="modulepreload" href="${moduleUrl('page')}">`,
      '<link rel="modulepreload" href="data:text/javascript,throw new Error(%22broken%22)">',
      `<link rel="stylesheet" href="${moduleUrl('not a module')}">`,
      `<link rel="modulepreload" href="${moduleUrl('card')}">`,
    ].join('');
    await runPreloadedModules(doc);
    expect(globalThis.__ran).toEqual(['page', 'card']);
  });
});
