import { contentMessages as m } from '@care/contracts/content/messages';
import type { StaffArticle } from '@care/contracts/content/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ArticleForm, slugOf } from './article-form';

// The article editor form: the title makes the slug, the body is typed in the rich-text editor,
// saving sends the article to the API (POST for a new draft, PUT for an edit) and says the
// outcome; the API's refusal is said in its words.

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const saved: StaffArticle = {
  id: '0b7c2f0e-1111-4222-8333-444455556666',
  title: 'Iron in pregnancy',
  slug: 'iron-in-pregnancy',
  type: 'Text Article',
  category: null,
  published: false,
  published_at: null,
  updated_at: '2026-11-27T10:00:00.000Z',
  short_description: 'Why iron matters.',
  body: '<p>Eat greens.</p>',
  week_from: null,
  week_to: null,
  tribes: [],
  image_key: null,
  audio_key: null,
  video_key: null,
  image_url: null,
  audio_url: null,
  video_url: null,
};

// jsdom lays nothing out; ProseMirror asks where the caret is.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON() {} });
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = rect as () => DOMRect;
  Element.prototype.getClientRects ??= rects;
  document.elementFromPoint = () => null;
});
afterEach(() => vi.unstubAllGlobals());

// A big form with a rich-text editor on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('ArticleForm', () => {
  it('makes the slug from the title', () => {
    expect(slugOf('Iron in Pregnancy: week 20!')).toBe('iron-in-pregnancy-week-20');
  });

  it('creates a draft with the title, slug and the editor’s HTML', async () => {
    const fetch = vi.fn(async () => answer(201, m.articleCreated, saved));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ delay: null });
    const onSaved = vi.fn();
    renderWithProviders(<ArticleForm article={null} onSaved={onSaved} />);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Iron in pregnancy');
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('iron-in-pregnancy');
    await user.type(screen.getByRole('textbox', { name: /^Short description/ }), 'Why iron matters.');
    const body = screen.getByRole('textbox', { name: 'Body' });
    await user.click(body);
    await user.type(body, 'Eat greens.');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/staff\/articles$/);
    expect(init.method).toBe('POST');
    const sent = JSON.parse(init.body as string);
    expect(sent).toMatchObject({
      title: 'Iron in pregnancy',
      slug: 'iron-in-pregnancy',
      type: 'Text Article',
      short_description: 'Why iron matters.',
      image_key: null,
    });
    // What was typed in the editor, as HTML (jsdom's caret may leave an empty paragraph first).
    expect(sent.body).toMatch(/^(<p><\/p>)?<p>Eat greens\.<\/p>$/);
    expect(await screen.findByText(m.articleCreated)).toBeVisible();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ article: saved }));
  });

  it('saves an edit with PUT and says a refusal in the API’s words', async () => {
    const fetch = vi.fn(async () => answer(409, m.slugTaken));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ArticleForm article={saved} />);
    expect(screen.getByText('Draft')).toBeVisible();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Iron, again');
    // An existing article keeps its slug when the title changes.
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('iron-in-pregnancy');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByText(m.slugTaken)).toBeVisible();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(new RegExp(`/api/staff/articles/${saved.id}$`));
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toMatchObject({
      title: 'Iron, again',
      body: '<p>Eat greens.</p>',
    });
  });

  it('refuses a malformed slug before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ArticleForm article={saved} />);
    const slug = screen.getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByText(m.slugInvalid)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
