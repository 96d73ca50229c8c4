import { enquiryMessages as em } from '@care/contracts/moderation/messages';
import type { Enquiry } from '@care/contracts/moderation/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { EnquiriesList } from './enquiries-list';

// The contact enquiries to work through: waiting ones oldest first, each marked handled with an
// optional note; the outcome is said inline and the list asked again.

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const kiran: Enquiry = {
  id: '5a0c1f4e-7a1b-4d8e-9c1a-2b3c4d5e6f70',
  name: 'Kiran Das',
  email: 'kiran@example.com',
  phone: '9988776655',
  message: 'Please call me about my report.',
  created_at: '2026-11-24T09:00:00.000Z',
  handled_at: null,
  handled_by_name: null,
  handled_note: null,
};

describe('EnquiriesList', () => {
  it('marks a waiting enquiry handled with a note, says so and asks for the list again', async () => {
    let gets = 0;
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'POST')
        return answer(200, em.handled, { ...kiran, handled_at: '2026-11-27T09:00:00.000Z' });
      gets += 1;
      return answer(200, em.list, gets === 1 ? [kiran] : []);
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<EnquiriesList />);
    const item = await screen.findByRole('listitem', { name: 'Enquiry from Kiran Das' }, { timeout: 5000 });
    expect(item).toHaveTextContent('Please call me about my report.');
    expect(within(item).getByRole('link', { name: 'kiran@example.com' })).toHaveAttribute(
      'href',
      'mailto:kiran@example.com',
    );
    await user.click(within(item).getByRole('textbox', { name: /Note/ }));
    await user.paste('Called back.');
    await user.click(within(item).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Kiran Das: ${em.handled}`);
    expect(await screen.findByText('No enquiries are waiting.')).toBeVisible();
    const posted = fetch.mock.calls.find((c) => (c[1] as RequestInit).method === 'POST')!;
    expect(String(posted[0])).toMatch(new RegExp(`/api/staff/enquiries/${kiran.id}/handle$`));
    expect(JSON.parse(String((posted[1] as RequestInit).body))).toEqual({ note: 'Called back.' });
    expect(String(fetch.mock.calls[0]![0])).toContain('handled=false&order=oldest');
  });
});
