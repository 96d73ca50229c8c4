import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { card } from '../testing/article-fixtures';
import { HomeArticleBlock } from './home-article-block';
import { ResourceSection } from './resource-section';
import { WeekCarousels } from './week-carousels';

const groups = (g: Partial<Record<'text' | 'audio' | 'video', unknown[]>>) =>
  ok({
    result: { text: [], audio: [], video: [], ...g },
    pagination: { current_page: 1, total_records: 0, records: 6 },
  });

describe('HomeArticleBlock', () => {
  it('right layout: at most two text cards and View More with type, category and week', async () => {
    const fetchMock = stubFetch(() => ({
      body: groups({ text: [card({ title: 'R1' }), card({ title: 'R2' }), card({ title: 'R3' })] }),
    }));
    const user = userEvent.setup();
    renderRoute(
      '/',
      <HomeArticleBlock layout="right" category="Pregnancy & Reproductive Wellness" week={21} />,
      '/',
    );
    expect(await screen.findByText('R1')).toBeInTheDocument();
    expect(screen.getByText('R2')).toBeInTheDocument();
    expect(screen.queryByText('R3')).not.toBeInTheDocument();

    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/article/app-list');
    expect(url.searchParams.get('category')).toBe('Pregnancy & Reproductive Wellness');
    expect(url.searchParams.get('week')).toBe('21');

    await user.click(screen.getByRole('link', { name: /View More/ }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/ArticleList?type=text');
    expect(JSON.parse(location.getAttribute('data-state')!)).toEqual({
      type: 'text',
      category: 'Pregnancy & Reproductive Wellness',
      week: 21,
    });
  });

  it('default layout: video cards with the mental-health line; nothing at all when empty', async () => {
    stubFetch(() => ({ body: groups({ video: [card({ title: 'V1', type: 'Video Article' })] }) }));
    const { unmount } = renderRoute('/', <HomeArticleBlock layout="default" week={-1} />, '/');
    expect(await screen.findByText('V1')).toBeInTheDocument();
    expect(screen.getByText('Mental health is as normal as physical health')).toBeInTheDocument();
    unmount();

    const fetchMock = stubFetch(() => ({ body: groups({ text: [card()] }) }));
    const { container } = renderRoute('/', <HomeArticleBlock layout="default" week={-1} />, '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByText(/View More/)).not.toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').searchParams.has('week')).toBe(false);
  });
});

describe('WeekCarousels', () => {
  it('shows a carousel per type that has articles, with See all to read, watch or listen', async () => {
    stubFetch(() => ({
      body: groups({
        text: [card({ title: 'Read me' })],
        audio: [card({ title: 'Hear me', type: 'Audio Article' })],
      }),
    }));
    renderRoute('/', <WeekCarousels week={8} />, '/');
    const curated = await screen.findByRole('region', { name: 'Curated for you' });
    expect(within(curated).getByText('Read me')).toBeInTheDocument();
    expect(within(curated).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/read');
    const audios = screen.getByRole('region', { name: 'Audios for the week' });
    expect(within(audios).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/listen');
    expect(screen.queryByRole('region', { name: 'Videos for the week' })).not.toBeInTheDocument();
  });
});

describe('ResourceSection', () => {
  it('links text, video and audio to /ArticleList for At Ease and any week', async () => {
    const user = userEvent.setup();
    renderRoute('/', <ResourceSection />, '/');
    expect(screen.getByRole('link', { name: /Watch/ })).toHaveAttribute(
      'href',
      '/ArticleList?type=video&category=At+Ease&week=-1',
    );
    await user.click(screen.getByRole('link', { name: /Listen/ }));
    expect(JSON.parse(screen.getByTestId('location').getAttribute('data-state')!)).toEqual({
      type: 'audio',
      category: 'At Ease',
      week: -1,
    });
  });
});
