import { labStaffMessages as lm } from '@care/contracts/lab-tests/staff-messages';
import type { LabStaffBooking } from '@care/contracts/lab-tests/staff-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BookingActions } from './booking-actions';

// A lab booking's controls: Mark collected sends the move and says what happened (or the
// server's 409 in its words); Cancel asks for a reason in a dialog that says whether a refund is
// made; Upload report checks the file, status and doctor here, then sends the PDF itself.

const base: LabStaffBooking = {
  id: '5b0c3c55-4e3c-4a44-9b7e-0e6f5f0b2a11',
  booking_no: 'T-500012',
  test_id: 't1',
  test_name: 'Thyroid Profile',
  patient_name: 'Priya Nair',
  patient_phone: '9123456780',
  mode: 'home',
  address_text: '12 MG Road, Bengaluru',
  collection_date: '2026-11-27',
  collection_window: '07:00-09:00',
  payment_mode: 'online',
  payment_state: 'paid',
  mrp_paise: 149_900,
  status: 'booked',
  report_id: null,
  cancel_reason: null,
  collected_at: null,
  report_ready_at: null,
  cancelled_at: null,
  created_at: '2026-11-26T10:00:00.000Z',
};

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const calls = (fetch: ReturnType<typeof vi.fn>): [string, RequestInit][] =>
  fetch.mock.calls.map(([url, init]) => [
    `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`,
    init as RequestInit,
  ]);

describe('BookingActions', () => {
  it('marks a booked sample collected and says so', async () => {
    const fetch = vi.fn(async () => answer(200, lm.collected, { ...base, status: 'sample_collected' }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<BookingActions booking={base} />);
    await user.click(screen.getByRole('button', { name: 'Mark collected: T-500012' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`T-500012: ${lm.collected}`);
    const [what, init] = calls(fetch)[0]!;
    expect(what).toBe(`POST /api/staff/lab/bookings/${base.id}/move`);
    expect(JSON.parse(init!.body as string)).toEqual({ to: 'sample_collected' });
  });

  it("shows the server's 409 when someone else moved it first", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(409, lm.alreadyCollected)),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingActions booking={base} />);
    await user.click(screen.getByRole('button', { name: 'Mark collected: T-500012' }));
    expect(await screen.findByText(`T-500012: ${lm.alreadyCollected}`)).toBeVisible();
  });

  it('cancels only with a reason, saying the online payment will be refunded', async () => {
    const fetch = vi.fn(async () => answer(200, lm.cancelledRefunded, { ...base, status: 'cancelled' }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<BookingActions booking={base} />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking: T-500012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking T-500012?' });
    expect(dialog).toHaveTextContent('The online payment of ₹1,499 will be refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText(/Say why in 3 to 300 characters/)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why is it cancelled/ }),
      'Patient travelling',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent(lm.cancelledRefunded);
    const [what, init] = calls(fetch)[0]!;
    expect(what).toBe(`POST /api/staff/lab/bookings/${base.id}/cancel`);
    expect(JSON.parse(init!.body as string)).toEqual({ reason: 'Patient travelling' });
  });

  it('says nothing is refunded when nothing was paid online', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderWithProviders(
      <BookingActions booking={{ ...base, payment_mode: 'at_collection', payment_state: 'unpaid' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking: T-500012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking T-500012?' });
    expect(dialog).toHaveTextContent('Nothing was paid online, so there is nothing to refund.');
  });

  it('uploads a report for a collected sample: checks the file and fields, then sends the PDF itself', async () => {
    const fetch = vi.fn(async () => answer(201, lm.reportSaved, { ...base, status: 'report_ready' }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<BookingActions booking={{ ...base, status: 'sample_collected' }} />);
    expect(screen.queryByRole('button', { name: /Mark collected/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel booking/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload report: T-500012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload the report for T-500012' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload report' }));
    expect(within(dialog).getByText(lm.reportEmpty)).toBeVisible();
    expect(within(dialog).getByText(lm.reportStatusInvalid)).toBeVisible();
    expect(within(dialog).getByText(lm.doctorNameRequired)).toBeVisible();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText(lm.reportNotPdf)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    const pdf = new File(['%PDF-1.4 report'], 'report.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    await user.click(within(dialog).getByPlaceholderText("Choose the report's status"));
    await user.click(await screen.findByRole('option', { name: 'High Risk' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Signed by/ }), 'Dr Kavitha Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Upload report' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('status')).toHaveTextContent(lm.reportSaved);
    const [what, init] = calls(fetch)[0]!;
    expect(what).toBe(
      `POST /api/staff/lab/bookings/${base.id}/report?status=High+Risk&doctor_name=Dr+Kavitha+Rao`,
    );
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/pdf');
    expect(await (init!.body as Blob).text()).toBe('%PDF-1.4 report');
  }, 20_000);

  it('offers nothing to do once the report is ready or the booking cancelled', () => {
    vi.stubGlobal('fetch', vi.fn());
    const { unmount } = renderWithProviders(<BookingActions booking={{ ...base, status: 'report_ready' }} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Report uploaded')).toBeVisible();
    unmount();
    renderWithProviders(
      <BookingActions booking={{ ...base, status: 'cancelled', cancel_reason: 'Patient asked' }} />,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Cancelled: Patient asked')).toBeVisible();
  });
});
