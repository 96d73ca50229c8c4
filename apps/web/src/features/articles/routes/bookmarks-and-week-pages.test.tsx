import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { card, page } from '../testing/article-fixtures';
import { TextArticlesPage } from './all-articles-page';
import { BookmarksPage } from './bookmarks-page';
import { ListenPage, ReadPage } from './week-articles-page';

describe('BookmarksPage', () => {
  it('lists the saved articles from data.data.result', async () => {
    signInAs();
    const fetchMock = stubFetch(() => ({ body: ok({ data: page([card({ title: 'Saved for later' })]) }) }));
    renderRoute('/bookmark-articles', <BookmarksPage />, '/bookmark-articles');
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeInTheDocument();
    expect(await screen.findByText('Saved for later')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/api\/article\/bookmarked/);
  });

  it("says 'You have no Articles Bookmarked' when there are none", async () => {
    signInAs();
    stubFetch(() => ({ body: ok({ data: page([]) }) }));
    renderRoute('/bookmark-articles', <BookmarksPage />, '/bookmark-articles');
    expect(await screen.findByText('You have no Articles Bookmarked')).toBeInTheDocument();
  });
});

describe('week lists', () => {
  it('/read asks for the stored week under the carousel title', async () => {
    signInAs();
    localStorage.setItem('week', '21');
    const fetchMock = stubFetch(() => ({ body: ok(page([card({ title: 'Week 21 read' })])) }));
    renderRoute('/read', <ReadPage />, '/read');
    expect(screen.getByRole('heading', { level: 1, name: 'Curated for you' })).toBeInTheDocument();
    expect(await screen.findByText('Week 21 read')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/article/app-list/text');
    expect(url.searchParams.get('week')).toBe('21');
  });

  it('/listen for a patient who is not tracked (week 0) sends no week and shows audio cards', async () => {
    signInAs();
    localStorage.setItem('week', '0');
    const fetchMock = stubFetch(() => ({ body: ok(page([card({ title: 'Calm', type: 'Audio Article' })])) }));
    renderRoute('/listen', <ListenPage />, '/listen');
    expect(screen.getByRole('heading', { level: 1, name: 'Audios for the week' })).toBeInTheDocument();
    expect(await screen.findByText('Calm')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/article/app-list/audio');
    expect(url.searchParams.has('week')).toBe(false);
  });

  it('/text-article lists every text article for a visitor, without a token', async () => {
    const fetchMock = stubFetch(() => ({ body: ok(page([card({ title: 'Open to all' })])) }));
    renderRoute('/text-article', <TextArticlesPage />, '/text-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Read Articles' })).toBeInTheDocument();
    expect(await screen.findByText('Open to all')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'http://x').searchParams.has('category')).toBe(false);
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });
});
