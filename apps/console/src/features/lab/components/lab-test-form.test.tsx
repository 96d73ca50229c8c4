import { labStaffMessages as lm } from '@care/contracts/lab-tests/staff-messages';
import type { LabStaffTest } from '@care/contracts/lab-tests/staff-schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LabTestForm } from './lab-test-form';

// The catalogue form: the MRP typed in rupees goes to the API in paise; a missing name, price or
// category is said here before anything is sent.

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const saved: LabStaffTest = {
  id: '5b0c3c55-4e3c-4a44-9b7e-0e6f5f0b2a11',
  name: 'Vitamin D Test',
  description: '',
  mrp_paise: 149_950,
  categories: ['adults'],
  preparation: '',
  home_collection: true,
  active: true,
  updated_at: '2026-11-27T10:00:00.000Z',
};

describe('LabTestForm', () => {
  it('says what is missing, then adds the test with its MRP in paise', async () => {
    const fetch = vi.fn(async () => answer(201, lm.testCreated, saved));
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LabTestForm test={null} onSaved={onSaved} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Add test' }));
    expect(screen.getByText(lm.testNameRequired)).toBeVisible();
    expect(screen.getByText(lm.categoriesRequired)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Vitamin D Test');
    await user.type(screen.getByRole('textbox', { name: /MRP/ }), '1499.5');
    await user.click(screen.getByRole('checkbox', { name: 'Adults' }));
    await user.click(screen.getByRole('button', { name: 'Add test' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(`Vitamin D Test: ${lm.testCreated}`));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(`${init.method} ${url}`).toBe('POST /api/staff/lab/tests');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Vitamin D Test',
      mrp_paise: 149_950,
      categories: ['adults'],
      home_collection: true,
      active: true,
    });
  }, 20_000);

  it('edits a test with PATCH, showing its MRP in rupees', async () => {
    const fetch = vi.fn(async () => answer(200, lm.testSaved, { ...saved, mrp_paise: 99_900 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<LabTestForm test={saved} onSaved={() => {}} onCancel={() => {}} />);
    const mrp = screen.getByRole('textbox', { name: /MRP/ });
    expect(mrp).toHaveValue('₹1,499.5');
    await user.clear(mrp);
    await user.type(mrp, '999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(`${init.method} ${url}`).toBe(`PATCH /api/staff/lab/tests/${saved.id}`);
    expect(JSON.parse(init.body as string)).toMatchObject({ mrp_paise: 99_900 });
  }, 20_000);
});
