import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { moodList, track } from '../testing/mood-fixtures';
import { MoodCheckIn } from './mood-check-in';

function Probe() {
  const location = useLocation();
  return (
    <p data-testid="probe">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function renderCheckIn() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<MoodCheckIn />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
  );
}

function stubMoodApi(
  save: { status?: number; body: unknown } = { status: 201, body: ok(track('m1', 'sad', 0), 'Mood saved.') },
) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/patient/get-mood-list')) return { body: ok(moodList) };
    if (url.startsWith('/api/patient/add-mood-track') && init?.method === 'POST') return save;
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found.', data: null } };
  });
}

const saveCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/patient/add-mood-track'));

describe('MoodCheckIn', () => {
  it('shows the five moods with their faces under the question', async () => {
    stubMoodApi();
    signInAs();
    renderCheckIn();
    expect(screen.getByRole('heading', { name: 'How are you feeling today?' })).toBeInTheDocument();
    for (const name of ['Angry', 'Sad', 'Anxious', 'Neutral', 'Happy']) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    // The SVG faces, not the PNGs that mood_icon answers for the phone apps.
    const faces = document.querySelectorAll('img[src^="/media/mood/"][src$=".svg"]');
    expect(faces).toHaveLength(5);
  });

  it('saves the chosen mood as {mood}, opens its tips and confirms the save', async () => {
    const fetchMock = stubMoodApi();
    signInAs();
    const user = userEvent.setup();
    renderCheckIn();
    await user.click(await screen.findByRole('button', { name: 'Sad' }));

    const dialog = await screen.findByRole('dialog', { name: 'Feeling sad' });
    expect(within(dialog).getByText('Reach out to someone you trust')).toBeInTheDocument();
    expect(await within(dialog).findByText('Mood saved.')).toBeInTheDocument();

    const calls = saveCalls(fetchMock);
    expect(calls).toHaveLength(1);
    const [, init] = calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ mood: 'sad' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('opens the tips of the mood chosen (anxious: box breathing and grounding)', async () => {
    stubMoodApi({ status: 201, body: ok(track('m2', 'anxious', 0), 'Mood saved.') });
    signInAs();
    const user = userEvent.setup();
    renderCheckIn();
    await user.click(await screen.findByRole('button', { name: 'Anxious' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feeling anxious' });
    expect(within(dialog).getByText('Try box breathing')).toBeInTheDocument();
    expect(within(dialog).getByText('Ground yourself with 5-4-3-2-1')).toBeInTheDocument();
  });

  it('takes the patient to the therapists with consultation type MHC', async () => {
    stubMoodApi({ status: 201, body: ok(track('m3', 'happy', 0), 'Mood saved.') });
    signInAs();
    const user = userEvent.setup();
    renderCheckIn();
    await user.click(await screen.findByRole('button', { name: 'Happy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feeling happy' });
    await user.click(within(dialog).getByRole('link', { name: 'Speak to a therapist' }));
    expect(await screen.findByTestId('probe')).toHaveTextContent('/expert-detail {"type":"MHC"}');
  });

  it('shows the server message when the save fails, and tries again on request', async () => {
    const fetchMock = stubMoodApi({
      status: 400,
      body: { status: 0, statusCode: 400, message: 'Please choose a mood.', data: null },
    });
    signInAs();
    const user = userEvent.setup();
    renderCheckIn();
    await user.click(await screen.findByRole('button', { name: 'Angry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feeling angry' });
    expect(await within(dialog).findByText('Please choose a mood.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saveCalls(fetchMock)).toHaveLength(2));
  });

  it('sends a visitor to sign in (and back home) without saving anything', async () => {
    const fetchMock = stubMoodApi();
    const user = userEvent.setup();
    renderCheckIn();
    await user.click(await screen.findByRole('button', { name: 'Neutral' }));
    expect(await screen.findByTestId('probe')).toHaveTextContent('/login?next=%2F');
    expect(saveCalls(fetchMock)).toHaveLength(0);
  });
});
