import { reviewModerationMessages as rm } from '@care/contracts/moderation/messages';
import type { ModeratedReview } from '@care/contracts/moderation/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PendingReviews } from './pending-reviews';

// The pending reviews: each with its expert, rating, words, date and first name; Approve or
// Reject says the outcome inline (also another moderator's earlier decision, a 409) and the
// list is asked again.

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const review: ModeratedReview = {
  id: '5a0c1f4e-7a1b-4d8e-9c1a-2b3c4d5e6f70',
  expert_id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001',
  expert_name: 'Ms. Ananya Iyer',
  rating: 4,
  comment: 'Very patient with our questions.',
  patient_first_name: 'Priya',
  status: 'pending',
  created_at: '2026-11-24T09:00:00.000Z',
};

function fakeApi(lists: ModeratedReview[][], moderated: () => Response) {
  let gets = 0;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    if (init.method === 'POST') return moderated();
    const list = lists[Math.min(gets, lists.length - 1)];
    gets += 1;
    return answer(200, rm.list, list);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const calls = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls.map((c) => `${(c as unknown as [string, RequestInit])[1].method} ${c[0]}`);

describe('PendingReviews', () => {
  it('lists a review and approves it: the outcome inline, the list asked again', async () => {
    const fetch = fakeApi([[review], []], () => answer(200, rm.approved, { ...review, status: 'approved' }));
    const user = userEvent.setup();
    renderWithProviders(<PendingReviews />);
    const item = await screen.findByRole(
      'listitem',
      { name: 'Review of Ms. Ananya Iyer by Priya' },
      { timeout: 5000 },
    );
    expect(item).toHaveTextContent('4 of 5');
    expect(item).toHaveTextContent('Very patient with our questions.');
    expect(item).toHaveTextContent('24 Nov 2026, 02:30 PM IST');
    await user.click(
      within(item).getByRole('button', { name: 'Approve: Review of Ms. Ananya Iyer by Priya' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Review of Ms. Ananya Iyer by Priya: ${rm.approved}`,
    );
    expect(await screen.findByText('No more reviews are waiting.')).toBeVisible();
    expect(calls(fetch)).toEqual([
      'GET /api/staff/reviews?status=pending',
      `POST /api/staff/reviews/${review.id}/approve`,
      'GET /api/staff/reviews?status=pending',
    ]);
  });

  it('says when another moderator got there first (409)', async () => {
    fakeApi([[review], []], () => answer(409, rm.notPending));
    const user = userEvent.setup();
    renderWithProviders(<PendingReviews />);
    const item = await screen.findByRole('listitem', { name: /Review of Ms. Ananya Iyer/ });
    await user.click(within(item).getByRole('button', { name: /^Reject/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rm.notPending);
  });
});
