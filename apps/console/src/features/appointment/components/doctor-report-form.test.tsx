import { consultationMessages as cm } from '@care/contracts/staff/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DoctorReportForm } from './doctor-report-form';

// The doctor report goes as typed text, or as a PDF: a signed upload for this appointment, the
// file PUT there, then the report with the answered file_path.

const ok = (data: unknown, message = 'Done.') =>
  new Response(JSON.stringify({ status: 1, statusCode: 200, message, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('DoctorReportForm', () => {
  it('before the start says the report can be written now and sent from the start', () => {
    renderWithProviders(<DoctorReportForm appointmentId="a1" allowedNow={false} />);
    expect(
      screen.getByText('You can write it now; it can be sent once the consultation has started.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeEnabled();
  });

  it('offers no form for a cancelled appointment, and says why', () => {
    renderWithProviders(<DoctorReportForm appointmentId="a1" allowedNow={false} cancelled />);
    expect(
      screen.getByText('This appointment was cancelled, so no report can be sent for it.'),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Send a report' })).toBeNull();
  });

  it("says what is missing in the contract's words and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<DoctorReportForm appointmentId="a1" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the report to the patient' }));
    expect(await screen.findByText(cm.doctorReportTitleRequired)).toBeVisible();
    expect(screen.getByText(cm.doctorReportTextRequired)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends typed text as the report', async () => {
    const fetch = vi.fn(async () => ok({}, cm.doctorReportSaved));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<DoctorReportForm appointmentId="a1" />);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Summary');
    await user.type(screen.getByRole('textbox', { name: /Report text/ }), 'Plan: follow up in 2 weeks.');
    await user.click(screen.getByRole('button', { name: 'Send the report to the patient' }));
    expect(await screen.findByRole('status')).toHaveTextContent(cm.doctorReportSaved);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/appointments/a1/doctor-report');
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'Summary',
      text: 'Plan: follow up in 2 weeks.',
      file_path: null,
    });
  });

  it('uploads a PDF to the signed address, then sends its file_path', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url === '/api/staff/uploads')
        return ok({
          url: 'https://files.example/put/abc',
          file_path: 'doctor/a1/abc.pdf',
          method: 'PUT',
          expires_at: '2026-11-27T10:00:00.000Z',
        });
      if (url.startsWith('https://files.example/')) return new Response(null, { status: 200 });
      return ok({}, cm.doctorReportSaved);
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<DoctorReportForm appointmentId="a1" />);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Lab summary');
    await user.click(screen.getByRole('radio', { name: 'Upload a PDF' }));
    const pdf = new File(['%PDF-1.4'], 'summary.pdf', { type: 'application/pdf' });
    // Mantine's FileInput is a button over a hidden file input.
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    await user.click(screen.getByRole('button', { name: 'Send the report to the patient' }));
    expect(await screen.findByRole('status')).toHaveTextContent(cm.doctorReportSaved);
    const calls = fetch.mock.calls.map((c) => c as unknown as [string, RequestInit]);
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'POST /api/staff/uploads',
      'PUT https://files.example/put/abc',
      'POST /api/staff/appointments/a1/doctor-report',
    ]);
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({
      appointment_id: 'a1',
      filename: 'summary',
      ext: 'pdf',
    });
    expect(calls[1]![1].body).toBe(pdf);
    expect(JSON.parse(String(calls[2]![1].body))).toEqual({
      title: 'Lab summary',
      text: null,
      file_path: 'doctor/a1/abc.pdf',
    });
  });
});
