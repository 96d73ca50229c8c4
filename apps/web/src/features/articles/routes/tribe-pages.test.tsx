import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { card } from '../testing/article-fixtures';
import { SupportTribePage } from './support-tribe-page';
import { TribeArticlesPage } from './tribe-articles-page';

function withTribes(tribes: string[]) {
  signInAs();
  localStorage.setItem('tribe', JSON.stringify(tribes));
}

describe('TribeArticlesPage', () => {
  it.each([
    ['text', 'Read Articles'],
    ['video', 'Video Articles'],
    ['audio', 'Audio Articles'],
  ])('type %s is headed %s and asks for the patient’s tribes', async (type, heading) => {
    withTribes(['Postpartum Support', 'Anxiety Support']);
    const fetchMock = stubFetch(() => ({
      body: ok({ [type]: [card({ title: 'For you', is_bookmarked: true })] }),
    }));
    renderRoute('/tribe-articles', <TribeArticlesPage />, { pathname: '/tribe-articles', state: { type } });

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const link = (await screen.findByText('For you')).closest('a')!;
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/article\//));
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe(`/api/article/app-list/${type}`);
    expect(url.searchParams.get('support_tribe')).toBe('Anxiety Support,Postpartum Support');
  });

  it('passes the bookmarked flag to the article it opens', async () => {
    withTribes(['Anxiety Support']);
    stubFetch(() => ({ body: ok({ text: [card({ title: 'Saved one', is_bookmarked: true })] }) }));
    const user = userEvent.setup();
    renderRoute('/tribe-articles', <TribeArticlesPage />, {
      pathname: '/tribe-articles',
      search: '?type=text',
    });
    await user.click(await screen.findByText('Saved one'));
    expect(screen.getByTestId('location')).toHaveAttribute(
      'data-state',
      JSON.stringify({ is_bookmarked: true }),
    );
  });

  it("says 'Sorry No Articles available for these settings' when the list is empty", async () => {
    withTribes(['Queer Support']);
    stubFetch(() => ({ body: ok({ video: [] }) }));
    renderRoute('/tribe-articles', <TribeArticlesPage />, {
      pathname: '/tribe-articles',
      state: { type: 'video' },
    });
    expect(await screen.findByText('Sorry No Articles available for these settings')).toBeInTheDocument();
  });
});

describe('SupportTribePage', () => {
  it('shows the tribes, three sections of up to two cards, and Read More links by type', async () => {
    withTribes(['Anxiety Support', 'Postpartum Support']);
    const fetchMock = stubFetch(() => ({
      body: ok({
        text: [card({ title: 'T1' }), card({ title: 'T2' }), card({ title: 'T3' })],
        video: [card({ title: 'V1', type: 'Video Article' })],
        audio: [],
      }),
    }));
    renderRoute('/support-tribe', <SupportTribePage />, '/support-tribe');

    const tribes = screen.getByRole('list', { name: 'Your tribes' });
    expect(within(tribes).getByText('Anxiety')).toBeInTheDocument();
    expect(within(tribes).getByText('Postpartum')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Tribe' })).toBeInTheDocument();

    const curated = await screen.findByRole('region', { name: 'Curated for you' });
    expect(within(curated).getByText('T1')).toBeInTheDocument();
    expect(within(curated).getByText('T2')).toBeInTheDocument();
    expect(within(curated).queryByText('T3')).not.toBeInTheDocument();
    expect(within(curated).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/tribe-articles?type=text',
    );
    const videos = screen.getByRole('region', { name: 'Videos for the Week' });
    expect(within(videos).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/tribe-articles?type=video',
    );
    const audios = screen.getByRole('region', { name: 'Audios for the Week' });
    expect(within(audios).getByText('Sorry No Articles available for these settings')).toBeInTheDocument();

    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/article/app-list');
    expect(url.searchParams.get('support_tribe')).toBe('Anxiety Support,Postpartum Support');
  });

  it('asks a patient without a tribe to choose one, and loads nothing yet', async () => {
    withTribes([]);
    const fetchMock = stubFetch(() => ({ body: ok({ text: [], video: [], audio: [] }) }));
    renderRoute('/support-tribe', <SupportTribePage />, '/support-tribe');
    expect(await screen.findByRole('dialog', { name: 'Choose Your Tribe' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
