import type { QuickSupportCategory } from '@care/contracts/support/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { QuickSupportPage } from './quick-support-page';

const tree: QuickSupportCategory[] = [
  {
    _id: 'c1',
    name: 'Appointments',
    quick_support_question_answer: [],
    children: [
      {
        _id: 'c1a',
        name: 'Cancelling',
        children: [],
        quick_support_question_answer: [
          {
            _id: 'q1',
            question: 'How do I cancel a booking?',
            answer: encodeURIComponent(
              '<p>Open <a href="/Appointments">Appointments</a> and choose <strong>Cancel Booking</strong>.</p><script>window.hacked=1</script><img src=x onerror="window.hacked=2">',
            ),
          },
        ],
      },
    ],
  },
  {
    _id: 'c2',
    name: 'Payments',
    children: [],
    quick_support_question_answer: [
      { _id: 'q2', question: 'Which cards work?', answer: '%3Cp%3EAll%3C%2Fp%3E' },
    ],
  },
];

describe('QuickSupportPage', () => {
  it('renders categories, subcategories and sanitised answers as nested accordions', async () => {
    const fetchMock = stubFetch(() => ({
      body: ok({ result: tree, pagination: { current_page: 1, total_records: 2, records: 2 } }),
    }));
    const user = userEvent.setup();
    renderWithProviders(<QuickSupportPage />);

    await user.click(await screen.findByRole('button', { name: 'Appointments' }));
    expect(screen.getByRole('button', { name: 'Payments' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancelling' }));
    await user.click(await screen.findByRole('button', { name: 'How do I cancel a booking?' }));

    expect(await screen.findByText('Cancel Booking')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'href',
      '/Appointments',
    );
    expect(document.querySelector('.rich-text script, .rich-text img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/quick-support/question-answer/Patient');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/ContactUs');
  });

  it('shows the server message when the FAQ cannot be loaded', async () => {
    stubFetch(() => ({
      status: 500,
      body: { status: 0, statusCode: 500, message: 'Something is not right.', data: null },
    }));
    renderWithProviders(<QuickSupportPage />);
    expect(await screen.findByText('Help topics could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Something is not right.')).toBeInTheDocument();
  });
});
