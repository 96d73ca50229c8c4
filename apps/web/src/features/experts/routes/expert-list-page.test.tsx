import type { ListedDoctor } from '@care/contracts/experts/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { ExpertListPage } from './expert-list-page';

const doctor: ListedDoctor = {
  _id: 'd1',
  salutation: { value: 'Ms.' },
  fname: 'Ananya',
  lname: 'Iyer',
  gender: 'female',
  pronoun: 'She / Her',
  profile_picture: null,
  speciality: [{ value: 'Clinical Psychologist' }],
  language: [{ value: 'English' }, { value: 'Tamil' }],
  qualification: 'M.Phil. Clinical Psychology (NIMHANS)',
  description: 'Long text',
  short_description: 'Short',
  exprience: '2014-06-01',
  tier_1_fee: 1500,
  tier_2_fee: 1200,
  self_fee: 1500,
  couple_fee: 2200,
  family_fee: 2800,
  medicine_fee: 0,
  clinic_address_line1: null,
  clinic_address_line2: null,
  clinic_city: 'Bengaluru',
  clinic_state: 'Karnataka',
  clinic_country: 'India',
  clinic_postal_code: null,
  country: 'India',
  mobile_number: null,
  type: 'mhc',
  customer_support: null,
  hospital: { _id: null },
  years_of_experience: 12,
  registration_no: 'RCI A45821',
  concerns: [{ value: 'anxiety', label: 'Anxiety' }],
  expert_approaches: [{ value: 'cbt', label: 'CBT' }],
  profile_picture_svg: null,
  next_available: null,
  rating_average: null,
  rating_count: 0,
  session_minutes: 45,
};
const master = {
  language: [{ _id: 'l1', value: 'tamil', label: 'Tamil' }],
  concerns: [{ _id: 'c1', value: 'anxiety', label: 'Anxiety' }],
  'expert-approaches': [{ _id: 'a1', value: 'cbt', label: 'CBT' }],
};

function serve(result: ListedDoctor[]) {
  return stubFetch((url) =>
    url.includes('common-master')
      ? { body: ok(master) }
      : { body: ok({ result, pagination: { current_page: 1, total_records: result.length, records: 10 } }) },
  );
}

describe('ExpertListPage', () => {
  it('lists experts from the URL, with the qualification cut at 20 characters and a link to the details', async () => {
    const fetchMock = serve([doctor]);
    renderWithProviders(<ExpertListPage />, { path: '/expert-detail?type=mhc&query=anx' });
    const card = await screen.findByRole('article', { name: 'Ms. Ananya Iyer' });
    expect(within(card).getByText('M.Phil. Clinical Psy…')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View profile of Ms. Ananya Iyer' })).toHaveAttribute(
      'href',
      '/doctor-detail?id=d1&type=mhc',
    );
    const listCall = String(fetchMock.mock.calls[0]![0]);
    expect(listCall).toContain('type=mhc');
    expect(listCall).toContain('query=anx');
    expect(screen.getByRole('textbox', { name: 'Search experts' })).toHaveValue('anx');
  });

  it("says 'No Expert found' when nothing matches", async () => {
    serve([]);
    renderWithProviders(<ExpertListPage />, { path: '/expert-detail?type=gc' });
    expect(await screen.findByText('No Expert found')).toBeInTheDocument();
  });

  it('offers the Concerns filter for MHC only', async () => {
    serve([doctor]);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ExpertListPage />, { path: '/expert-detail?type=mhc' });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    expect((await screen.findAllByLabelText('Concerns', {}, { timeout: 3000 })).length).toBeGreaterThan(0);
    unmount();
    serve([{ ...doctor, type: 'gc' }]);
    renderWithProviders(<ExpertListPage />, { path: '/expert-detail?type=gc' });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    expect((await screen.findAllByLabelText('Language', {}, { timeout: 3000 })).length).toBeGreaterThan(0);
    expect(screen.queryAllByLabelText('Concerns')).toHaveLength(0);
  });
});
