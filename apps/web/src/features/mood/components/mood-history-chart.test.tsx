import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { moodList, track } from '../testing/mood-fixtures';
import { MoodHistoryChart } from './mood-history-chart';

function stubHistory(result: unknown[]) {
  return stubFetch((url) => {
    if (url.startsWith('/api/patient/mood-history'))
      return {
        body: ok({ result, pagination: { current_page: 1, total_records: result.length, records: 500 } }),
      };
    if (url.startsWith('/api/patient/get-mood-list')) return { body: ok(moodList) };
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found.', data: null } };
  });
}

describe('MoodHistoryChart', () => {
  it('draws a point per check-in, with the five moods on the axis and a summary for screen readers', async () => {
    const fetchMock = stubHistory([track('a', 'sad', 9), track('b', 'anxious', 4), track('c', 'happy', 0)]);
    signInAs();
    renderWithProviders(<MoodHistoryChart />);

    const chart = await screen.findByRole('img', { name: /3 check-ins\. Latest: Happy on/ });
    expect(within(chart).getAllByTestId('mood-point')).toHaveLength(3);
    for (const label of ['Angry', 'Sad', 'Anxious', 'Neutral', 'Happy']) {
      expect(within(chart).getByText(label)).toBeInTheDocument();
    }
    // The faces arrive with the mood list.
    await waitFor(() => expect(chart.querySelectorAll('image')).toHaveLength(5));

    const table = screen.getByRole('table', { name: 'Your mood check-ins' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['Sad', 'Anxious', 'Happy']);

    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/patient/mood-history')) ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('invites the patient to check in when nothing is recorded', async () => {
    stubHistory([]);
    signInAs();
    renderWithProviders(<MoodHistoryChart />);
    expect(await screen.findByText(/No moods recorded yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check in from the home page.' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
