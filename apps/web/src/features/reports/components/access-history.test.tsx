import type { ReportAccess } from '@care/contracts/reports/answers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs, testConfig } from '@/testing/fixtures';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { AccessHistory } from './access-history';

const entries: ReportAccess[] = [
  {
    file_path: '',
    title: 'Intake form',
    kind: 'patient',
    by: 'Ms. Meera Krishnan',
    at: '2026-11-26T06:00:00.000Z',
    subject: 'intake_form',
    text: 'Ms. Meera Krishnan, your counsellor, opened your intake form',
  },
  {
    file_path: '',
    title: 'Anomaly scan',
    kind: 'patient',
    by: 'Ms. Meera Krishnan',
    at: '2026-11-26T05:59:00.000Z',
    subject: 'report_file',
    text: 'Ms. Meera Krishnan, your counsellor, opened a report',
  },
  {
    file_path: 'doctor-report/x.pdf',
    title: 'Counselling summary',
    kind: 'doctor',
    by: 'You',
    at: '2026-11-25T06:00:00.000Z',
    subject: 'report_file',
    text: 'You opened this report',
  },
];

describe('AccessHistory', () => {
  it("lists the staff's reads in their own words beside the patient's own, newest first", async () => {
    signInAs();
    stubFetch((url) =>
      url.includes('/api/config') ? { body: ok(testConfig) } : { body: ok(entries, 'Access history.') },
    );
    renderWithProviders(<AccessHistory />, { path: '/my-reports' });
    const region = screen.getByRole('region', { name: 'Access history' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Intake form');
    expect(items[0]).toHaveTextContent('Ms. Meera Krishnan, your counsellor, opened your intake form');
    expect(items[1]).toHaveTextContent('Anomaly scan');
    expect(items[1]).toHaveTextContent('Ms. Meera Krishnan, your counsellor, opened a report');
    expect(items[2]).toHaveTextContent('Counselling summary');
    expect(items[2]).toHaveTextContent('Doctor report · opened by you');
    // In IST whatever the browser's zone: 06:00 UTC is 11:30 AM in India.
    expect(items[0]).toHaveTextContent('26 Nov 2026 at 11:30 AM IST');
  });

  it('says when nothing has been opened', async () => {
    signInAs();
    stubFetch((url) =>
      url.includes('/api/config') ? { body: ok(testConfig) } : { body: ok([], 'Access history.') },
    );
    renderWithProviders(<AccessHistory />);
    expect(await screen.findByText('Nothing has been opened yet.')).toBeInTheDocument();
  });
});
