import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import type { StaffPendingInvite } from '@care/contracts/staff/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PendingInvites } from './pending-invites';

// The admin's pending invites: listed (a table on wide screens; the phone's cards are the same
// rows, hidden by CSS, which jsdom does not apply, so each check looks inside the table), each
// withdrawn after a confirmation, the list asked again afterwards.

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const meera: StaffPendingInvite = {
  id: '5a0c1f4e-7a1b-4d8e-9c1a-2b3c4d5e6f70',
  email: 'meera.k@care.test',
  full_name: 'Meera Krishnan',
  role: 'expert',
  expert_id: '0f0e0d0c-0b0a-4909-8807-060504030201',
  expert_name: 'Ms. Meera Krishnan',
  invited_by_name: 'Asha Rao',
  sent_at: '2026-11-24T09:00:00.000Z',
  expires_at: '2026-11-27T09:00:00.000Z',
};
const ravi: StaffPendingInvite = {
  ...meera,
  id: '6b1d2e3f-8a9b-4c0d-9e1f-203040506070',
  email: 'ravi.m@care.test',
  full_name: 'Ravi Menon',
  role: 'admin',
  expert_id: null,
  expert_name: null,
  invited_by_name: null,
};

/** The API as the list sees it: `pending` answered to each GET, `withdrawAnswer` to DELETE. */
function fakeApi(lists: StaffPendingInvite[][], withdrawAnswer = () => answer(200, m.inviteWithdrawn)) {
  let gets = 0;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    if (init.method === 'DELETE') return withdrawAnswer();
    const list = lists[Math.min(gets, lists.length - 1)];
    gets += 1;
    return answer(200, m.pendingInvites, list);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const calls = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls.map((c) => `${(c as unknown as [string, RequestInit])[1].method} ${c[0]}`);

describe('PendingInvites', () => {
  it('lists each invite with its role, expert, sender and times, under a caption', async () => {
    fakeApi([[ravi, meera]]);
    renderWithProviders(<PendingInvites />);
    const table = await screen.findByRole('table', { name: /Invites not yet accepted, newest first/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Ravi Menonravi.m@care.test',
      'Meera Krishnanmeera.k@care.test',
    ]);
    expect(rows[0]).toHaveTextContent('Administrator');
    expect(rows[0]).toHaveTextContent('The install command');
    expect(rows[1]).toHaveTextContent('Expertfor Ms. Meera Krishnan');
    expect(rows[1]).toHaveTextContent('Asha Rao');
    expect(rows[1]).toHaveTextContent('24 Nov 2026, 02:30 PM IST');
    expect(rows[1]).toHaveTextContent('27 Nov 2026, 02:30 PM IST');
    expect(screen.getByRole('list', { name: 'Pending invites' })).toBeInTheDocument();
  });

  it('says so in words when nothing is pending', async () => {
    fakeApi([[]]);
    renderWithProviders(<PendingInvites />);
    expect(await screen.findByText(/No invites are waiting/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('withdraws after a confirmation, says so, focuses the message and asks for the list again', async () => {
    const fetch = fakeApi([[meera], []]);
    const user = userEvent.setup();
    renderWithProviders(<PendingInvites />);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Withdraw the invite to Meera Krishnan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the invite to Meera Krishnan?' });
    expect(dialog).toHaveTextContent('The link sent to meera.k@care.test stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invite' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`Meera Krishnan (meera.k@care.test): ${m.inviteWithdrawn}`);
    expect(await screen.findByText(/No invites are waiting/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(status).toHaveFocus());
    expect(calls(fetch)).toEqual([
      'GET /api/staff/invites',
      `DELETE /api/staff/invites/${meera.id}`,
      'GET /api/staff/invites',
    ]);
  });

  it('sends nothing when the admin keeps the invite', async () => {
    const fetch = fakeApi([[meera]]);
    const user = userEvent.setup();
    renderWithProviders(<PendingInvites />);
    const table = await screen.findByRole('table');
    const button = within(table).getByRole('button', { name: 'Withdraw the invite to Meera Krishnan' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetch)).toEqual(['GET /api/staff/invites']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server’s words when the invite is no longer pending, and refreshes the list', async () => {
    const fetch = fakeApi([[meera], []], () => answer(404, m.inviteNotFound));
    const user = userEvent.setup();
    renderWithProviders(<PendingInvites />);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Withdraw the invite to Meera Krishnan' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw invite' }));
    // The inline alert (a toast says it too), where focus goes once the dialog has closed.
    const alert = await waitFor(() => {
      const inline = screen.getAllByRole('alert').find((a) => a.getAttribute('tabindex') === '-1');
      expect(inline).toHaveTextContent(m.inviteNotFound);
      return inline!;
    });
    expect(await screen.findByText(/No invites are waiting/)).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(calls(fetch)).toEqual([
      'GET /api/staff/invites',
      `DELETE /api/staff/invites/${meera.id}`,
      'GET /api/staff/invites',
    ]);
  });
});
