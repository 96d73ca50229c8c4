import { EXPERT_PHOTO_MAX_BYTES } from '@care/contracts/staff/constants';
import { consultationMessages as cm } from '@care/contracts/staff/messages';
import type { StaffProfile } from '@care/contracts/staff/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ProfilePage } from '../routes/profile-page';
import { ProfilePhoto } from './profile-photo';

// The expert's photo: chosen, checked here for its type and size (the API checks the pixels),
// sent as the file itself, and the API's square JPEG shown in its place; the server's refusal in
// its words; removing it asks first.

const profile: StaffProfile = {
  id: 'e1',
  name: 'Ms. Ananya Iyer',
  type: 'mhc',
  profile_picture: 'https://care.example/media/raster/doctor/ananya-iyer.png',
  short_description: 'Perinatal counsellor.',
  description: 'I work with parents.',
  languages: ['english'],
  approaches: [],
  concerns: [],
};
const saved = { ...profile, profile_picture: 'https://care.example/media/expert-photo/abc.jpg' };

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const jpeg = (bytes = 1000) => new File([new Uint8Array(bytes)], 'me.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs an address.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('ProfilePhoto', () => {
  it('refuses another kind of file or one over the limit in words, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // The file picker offers JPG, PNG and WebP only; a file dropped past it is still checked.
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ProfilePhoto profile={profile} />);
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/webp');

    await user.upload(fileInput(), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText(cm.photoTypeInvalid)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(fetch).not.toHaveBeenCalled();

    await user.upload(fileInput(), jpeg(EXPERT_PHOTO_MAX_BYTES + 1));
    expect(await screen.findByText(cm.photoTooLarge)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the chosen photo as itself and shows the saved one in its place, saying what happened', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/staff/profile/photo' && init?.method === 'PUT')
        return answer(200, cm.photoSaved, saved);
      if (url === '/api/staff/profile') return answer(200, cm.profile, profile);
      return answer(200, 'Lists.', {});
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    const current = await screen.findByRole('img', { name: 'Your photo as patients see it' });
    expect(current).toHaveAttribute('src', profile.profile_picture);
    const photo = jpeg();
    await user.upload(fileInput(), photo);
    expect(screen.getByRole('img', { name: 'The photo you chose, not saved yet' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByRole('status')).toHaveTextContent(cm.photoSaved);
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT') as unknown as [
      string,
      RequestInit,
    ];
    expect(put[0]).toBe('/api/staff/profile/photo');
    expect(put[1].body).toBe(photo);
    expect((put[1].headers as Record<string, string>)['Content-Type']).toBe('image/jpeg');
    // The API's square crop is shown now, and the chosen file's preview is gone.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your photo as patients see it' })).toHaveAttribute(
        'src',
        saved.profile_picture,
      ),
    );
    expect(screen.queryByRole('img', { name: 'The photo you chose, not saved yet' })).toBeNull();
  });

  it("shows the server's refusal in its words", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, cm.photoTooSmall)),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfilePhoto profile={profile} />);
    await user.upload(fileInput(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    // (Earlier tests' toasts are alerts too.)
    const alert = (await screen.findByText(cm.photoTooSmall)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Your photo is not changed');
  });

  it('removes the photo after asking', async () => {
    const fetch = vi.fn(async () => answer(200, cm.photoRemoved, { ...profile, profile_picture: null }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<ProfilePhoto profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your photo?' });
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByRole('status')).toHaveTextContent(cm.photoRemoved);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(`${init.method} ${url}`).toBe('DELETE /api/staff/profile/photo');
  });
});
