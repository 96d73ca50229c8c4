import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { card, page } from '../testing/article-fixtures';
import { ArticleListPage, ArticleListWatchPage } from './article-list-page';

const at = (state: unknown, search = '') => ({ pathname: '/ArticleList', search, state });

describe('ArticleListPage', () => {
  it("heads text lists 'Blogs', shows cards with counts and dates, and omits week -1", async () => {
    const fetchMock = stubFetch(() => ({
      body: ok(
        page([
          card({ title: 'Sleep in pregnancy', views: 1, likes: 0 }),
          card({ title: 'Iron', views: 5, likes: 2 }),
        ]),
      ),
    }));
    renderRoute('/ArticleList', <ArticleListPage />, at({ type: 'text', category: 'At Ease', week: -1 }));

    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { name: 'Sleep in pregnancy' })).closest('a')!;
    expect(within(first).getByText('1 View')).toBeInTheDocument();
    expect(within(first).getByText('0 Like')).toBeInTheDocument();
    expect(within(first).getByText('3rd Mar 2025')).toBeInTheDocument();
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/article\/article-\d+$/));
    expect(screen.getByText('2 Likes')).toBeInTheDocument();

    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/article/app-list/text');
    expect(url.searchParams.get('category')).toBe('At Ease');
    expect(url.searchParams.has('week')).toBe(false);
  });

  it("heads video lists 'Video Articles', sends the week, and leaves audio cards out", async () => {
    const fetchMock = stubFetch(() => ({
      body: ok(
        page([
          card({ title: 'Breathing together', type: 'Video Article', video_path: '/media/v.mp4' }),
          card({ title: 'A stray audio', type: 'Audio Article' }),
        ]),
      ),
    }));
    renderRoute('/ArticleList', <ArticleListPage />, at({ type: 'video', category: null, week: 21 }));

    expect(screen.getByRole('heading', { level: 1, name: 'Video Articles' })).toBeInTheDocument();
    expect(await screen.findByText('Breathing together')).toBeInTheDocument();
    expect(screen.queryByText('A stray audio')).not.toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/article/app-list/video');
    expect(url.searchParams.get('week')).toBe('21');
    expect(url.searchParams.has('category')).toBe(false);
  });

  it("shows 'Coming Soon!' for audio without calling the API, with a way to the audio articles", async () => {
    const fetchMock = stubFetch(() => ({ body: ok(page([])) }));
    renderRoute('/ArticleList', <ArticleListPage />, at({ type: 'audio', category: 'At Ease', week: -1 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listen to audio articles' })).toHaveAttribute(
      'href',
      '/audio-article',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the filters from the address when there is no navigation state (a shared link)', async () => {
    const fetchMock = stubFetch(() => ({ body: ok(page([])) }));
    renderRoute('/ArticleList', <ArticleListPage />, at(null, '?type=video&category=At+Ease&week=12'));
    expect(screen.getByRole('heading', { level: 1, name: 'Video Articles' })).toBeInTheDocument();
    // An empty list gets a short note instead of a blank page.
    expect(await screen.findByText('No articles here yet.')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.searchParams.get('category')).toBe('At Ease');
    expect(url.searchParams.get('week')).toBe('12');
  });

  it('loads more while the pagination says there is more', async () => {
    const fetchMock = stubFetch((url) => {
      const p = Number(new URL(url, 'http://x').searchParams.get('page'));
      const result = p === 1 ? Array.from({ length: 20 }, () => card()) : [card({ title: 'The last one' })];
      return { body: ok({ result, pagination: { current_page: p, total_records: 21, records: 20 } }) };
    });
    const user = userEvent.setup();
    renderRoute('/ArticleList/watch', <ArticleListWatchPage />, { pathname: '/ArticleList/watch' });
    expect(screen.getByRole('heading', { level: 1, name: 'Video Articles' })).toBeInTheDocument();
    // The fixed video list opens its own detail route.
    expect((await screen.findAllByRole('link'))[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/ArticleList\/watch\//),
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The last one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[1]![0]), 'http://x').searchParams.get('page')).toBe('2');
  });
});
