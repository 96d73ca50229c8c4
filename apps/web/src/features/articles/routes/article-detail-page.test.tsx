import type { ArticleDetail } from '@care/contracts/articles/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { detail } from '../testing/article-fixtures';
import { ArticleDetailPage } from './article-detail-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch whose like answers wait until the test releases them, to see the count before the answer. */
function deferredLikes(article: ArticleDetail) {
  const pending: Array<(r: Response) => void> = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/article/get-article-by-slug')) return Promise.resolve(json(ok(article)));
    if (url === '/api/article/like') return new Promise<Response>((resolve) => pending.push(resolve));
    return Promise.resolve(json(ok(null)));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: (r: Response) => pending.shift()!(r) };
}

const open = (slug = 'calm-breathing', state: unknown = null) =>
  renderRoute('/article/:slug', <ArticleDetailPage />, { pathname: `/article/${slug}`, state });

describe('ArticleDetailPage', () => {
  it('shows a text article: title, date, singular counts, cut summary and the decoded, sanitised body', async () => {
    const body =
      '<h3>Why it helps</h3><p>Slow <strong>breaths</strong> calm you.</p><script>window.hacked=1</script><img src=x onerror="window.hacked=2">';
    const fetchMock = stubFetch(() => ({
      body: ok(
        detail({
          title: 'Calm breathing',
          views: 1,
          likes: 1,
          short_description: 'word '.repeat(40),
          description: encodeURIComponent(body),
        }),
      ),
    }));
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Calm breathing' })).toBeInTheDocument();
    expect(screen.getByText('Mar 3rd 25')).toBeInTheDocument();
    expect(screen.getByText('1 View')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Like' })).toBeInTheDocument();
    expect(screen.getByText(/^(word ){19}word\.\.\.$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why it helps' })).toBeInTheDocument();
    expect(screen.getByText('breaths').tagName).toBe('STRONG');
    expect(document.querySelector('.rich-text script, .rich-text img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // The three cards under the article lead somewhere real.
    expect(screen.getByRole('link', { name: /Talk to an expert/ })).toHaveAttribute('href', '/consultation');
    expect(screen.getByRole('link', { name: /Book a test/ })).toHaveAttribute('href', '/book-test');
    expect(screen.getByRole('link', { name: /Join a support tribe/ })).toHaveAttribute(
      'href',
      '/support-tribe',
    );
    // One open, one view: the article was asked for exactly once.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/article/get-article-by-slug?slug=calm-breathing');
  });

  it('plays audio and video articles with real players that load only metadata', async () => {
    stubFetch(() => ({
      body: ok(detail({ type: 'Audio Article', audio_path: '/media/article/calm.mp3', title: 'Listen' })),
    }));
    const { unmount } = open('listen');
    await screen.findByRole('heading', { level: 1, name: 'Listen' });
    const audio = document.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', '/media/article/calm.mp3');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('preload', 'metadata');
    unmount();

    stubFetch(() => ({
      body: ok(
        detail({
          type: 'Video Article',
          video_path: '/media/article/v.mp4',
          image_path: '/media/raster/article/v.png',
          image_svg: '/media/article/v.svg',
          title: 'Watch',
        }),
      ),
    }));
    open('watch');
    await screen.findByRole('heading', { level: 1, name: 'Watch' });
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/article/v.mp4');
    expect(video).toHaveAttribute('poster', '/media/article/v.svg');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'metadata');
  });

  it('for a visitor, like and bookmark taps do nothing and call nothing', async () => {
    const fetchMock = stubFetch(() => ({ body: ok(detail({ likes: 0 })) }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '0 Like' }));
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(screen.getByRole('button', { name: '0 Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a patient’s like changes the count at once, then takes the answer; unliking goes back', async () => {
    signInAs();
    const { fetchMock, release } = deferredLikes(
      detail({ likes: 1, meta: { liked: false, bookmarked: false } }),
    );
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: '1 Like' }));
    // Before the server has answered.
    const liked = await screen.findByRole('button', { name: '2 Likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/article/like')!;
    expect(JSON.parse(String(init!.body))).toEqual({ article_id: expect.any(String) });
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer test-token');
    await act(async () => release(json(ok({ liked: true, likes: 2 }))));

    await user.click(screen.getByRole('button', { name: '2 Likes' }));
    expect(await screen.findByRole('button', { name: '1 Like' })).toHaveAttribute('aria-pressed', 'false');
    await act(async () => release(json(ok({ liked: false, likes: 1 }))));
    expect(screen.getByRole('button', { name: '1 Like' })).toBeInTheDocument();
  });

  it('puts the count back when the like fails', async () => {
    signInAs();
    const { release } = deferredLikes(detail({ likes: 0 }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '0 Like' }));
    expect(await screen.findByRole('button', { name: '1 Like' })).toBeInTheDocument();
    await act(async () =>
      release(json({ status: 0, statusCode: 500, message: 'Something is not right.', data: null }, 500)),
    );
    expect(await screen.findByRole('button', { name: '0 Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a patient bookmarks and unbookmarks; the state starts from the answer', async () => {
    signInAs();
    let bookmarked = true;
    const fetchMock = stubFetch((url) => {
      if (url === '/api/article/bookmark') {
        bookmarked = !bookmarked;
        return {
          body: ok({ bookmarked }, bookmarked ? 'Article bookmarked.' : 'Article removed from bookmarks.'),
        };
      }
      return { body: ok(detail({ meta: { liked: false, bookmarked: true } })) };
    });
    const user = userEvent.setup();
    open('calm-breathing', { is_bookmarked: true });

    const button = await screen.findByRole('button', { name: 'Bookmarked' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/article/bookmark')).toHaveLength(2);
  });

  it('without Web Share, Share opens a dialog whose Copy puts the link on the clipboard', async () => {
    stubFetch(() => ({ body: ok(detail({ title: 'Calm breathing' })) }));
    const user = userEvent.setup();
    open('calm-breathing');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const link = screen.getByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue(`${window.location.origin}/article/calm-breathing`);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/article/calm-breathing`);
  });

  it('uses the system share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      stubFetch(() => ({ body: ok(detail({ title: 'Calm breathing', short_description: 'Breathe.' })) }));
      const user = userEvent.setup();
      open('calm-breathing');
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Calm breathing',
        text: 'Breathe.',
        url: `${window.location.origin}/article/calm-breathing`,
      });
      expect(screen.queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('an unknown slug shows a friendly page with the server message, asked once', async () => {
    const fetchMock = stubFetch(() => ({
      status: 404,
      body: { status: 0, statusCode: 404, message: 'This article is not available.', data: null },
    }));
    open('nope');
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText(/This article is not available\./)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
