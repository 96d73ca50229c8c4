import { expertAdminMessages as m } from '@care/contracts/expert-admin/messages';
import type { StaffExpert } from '@care/contracts/expert-admin/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ExpertForm } from './expert-form';

// The experts form: fees typed in rupees are sent in paise, every fee kind is there, the
// contract's messages show on their fields, and the outcome is said under the form.

const answer = (status: number, message: string, data: unknown = {}) =>
  new Response(JSON.stringify({ status: status < 400 ? 1 : 0, statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const meenal: StaffExpert = {
  id: '5a0c1f4e-7a1b-4d8e-9c1a-2b3c4d5e6f70',
  type: 'gc',
  salutation: 'Dr.',
  first_name: 'Meenal',
  last_name: 'Rao',
  name: 'Dr. Meenal Rao',
  gender: 'female',
  pronoun: null,
  qualification: 'MD, DM Medical Genetics',
  registration_no: '',
  short_description: 'Prenatal genetic counselling.',
  description: 'Counsels couples after screening results.',
  practising_since: '2012-04-01',
  specialities: ['Medical Geneticist'],
  languages: ['english'],
  approaches: [],
  concerns: [],
  tier_1_fee_paise: 249_900,
  tier_2_fee_paise: 120_000,
  self_fee_paise: 0,
  couple_fee_paise: 0,
  family_fee_paise: 0,
  medicine_fee_paise: 50_000,
  clinic_address_line1: null,
  clinic_address_line2: null,
  clinic_city: 'Bengaluru',
  clinic_state: null,
  clinic_country: 'India',
  clinic_postal_code: null,
  mobile_number: null,
  profile_picture: null,
  active: true,
  has_account: false,
  created_at: '2026-11-27T09:00:00.000Z',
};

/** The API as the form sees it: the lists, and `save` answered to the POST or PUT. */
function fakeApi(save: () => Response) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (String(url).includes('common-master'))
      return answer(200, 'Lists.', {
        language: [
          { _id: '1', value: 'english', label: 'English' },
          { _id: '2', value: 'kannada', label: 'Kannada' },
        ],
        concerns: [],
        'expert-approaches': [],
      });
    void init;
    return save();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sent = (fetch: ReturnType<typeof fakeApi>, method: string) => {
  const call = fetch.mock.calls.find((c) => (c[1] as RequestInit).method === method)!;
  return { url: String(call[0]), body: JSON.parse(String((call[1] as RequestInit).body)) };
};

/** Types a value in one go (a paste: one change event, as the machine running the tests is slow). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('ExpertForm', () => {
  it('adds an expert: every fee in rupees is sent in paise, with the invite e-mail; says the outcome', async () => {
    const fetch = fakeApi(() =>
      answer(201, m.createdWithInvite, {
        expert: meenal,
        invite: { id: meenal.id, email: 'meenal@care.test', expires_at: '2026-11-30T09:00:00.000Z' },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ExpertForm />);
    await fill(user, screen.getByRole('textbox', { name: 'First name' }), 'Meenal');
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Rao');
    await fill(user, screen.getByRole('textbox', { name: 'Qualification' }), 'MD, DM Medical Genetics');
    await fill(user, screen.getByLabelText(/Practising since/), '2012-04-01');
    await fill(
      user,
      screen.getByRole('textbox', { name: 'One-line introduction' }),
      'Prenatal genetic counselling.',
    );
    await fill(user, screen.getByRole('textbox', { name: 'Bio' }), 'Counsels couples.');
    // The tags input's visible field (a hidden one carries the value for forms).
    await user.type(screen.getAllByLabelText(/^Specialities/)[0]!, 'Medical Geneticist{Enter}');
    const fees: [RegExp, string][] = [
      [/First consultation/, '2499'],
      [/Follow-up consultation/, '1200'],
      [/Self session/, '0'],
      [/Couple session/, '0'],
      [/Family session/, '0'],
    ];
    for (const [label, rupees] of fees)
      await fill(user, screen.getByRole('textbox', { name: label }), rupees);
    const medicine = screen.getByRole('textbox', { name: /Medicine/ });
    await user.clear(medicine);
    await fill(user, medicine, '500');
    await fill(
      user,
      screen.getByRole('textbox', { name: /E-mail for a console invite/ }),
      'meenal@care.test',
    );
    await user.click(screen.getByRole('button', { name: 'Add expert' }));

    expect(await screen.findByRole('status')).toHaveTextContent(m.createdWithInvite);
    const { url, body } = sent(fetch, 'POST');
    expect(url).toMatch(/\/api\/staff\/experts$/);
    expect(body).toMatchObject({
      type: 'gc',
      first_name: 'Meenal',
      specialities: ['Medical Geneticist'],
      languages: ['english'],
      tier_1_fee_paise: 249_900,
      tier_2_fee_paise: 120_000,
      self_fee_paise: 0,
      couple_fee_paise: 0,
      family_fee_paise: 0,
      medicine_fee_paise: 50_000,
      email: 'meenal@care.test',
      pronoun: null,
    });
    expect(body).not.toHaveProperty('fees');
  }, 120_000);

  it('shows the contract’s messages on their fields and sends nothing when the form is incomplete', async () => {
    const fetch = fakeApi(() => answer(201, m.created));
    const user = userEvent.setup();
    renderWithProviders(<ExpertForm />);
    await user.click(screen.getByRole('button', { name: 'Add expert' }));
    expect(await screen.findByText(m.firstNameRequired)).toBeVisible();
    expect(screen.getAllByText(m.feeInvalid).length).toBeGreaterThanOrEqual(5);
    expect(fetch.mock.calls.some((c) => (c[1] as RequestInit).method === 'POST')).toBe(false);
  }, 30_000);

  it('edits an expert: fees shown in rupees, a changed fee sent in paise by PUT', async () => {
    const fetch = fakeApi(() => answer(200, m.saved, { ...meenal, tier_1_fee_paise: 300_000 }));
    const user = userEvent.setup();
    renderWithProviders(<ExpertForm expert={meenal} />);
    const first = screen.getByRole('textbox', { name: /First consultation/ });
    expect(first).toHaveValue('₹2,499');
    expect(screen.getByRole('textbox', { name: /Medicine/ })).toHaveValue('₹500');
    expect(screen.queryByRole('textbox', { name: /E-mail for a console invite/ })).toBeNull();
    await user.clear(first);
    await fill(user, first, '3000');
    await user.click(screen.getByRole('button', { name: 'Save expert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.saved);
    const { url, body } = sent(fetch, 'PUT');
    expect(url).toMatch(new RegExp(`/api/staff/experts/${meenal.id}$`));
    expect(body).toMatchObject({
      tier_1_fee_paise: 300_000,
      tier_2_fee_paise: 120_000,
      medicine_fee_paise: 50_000,
    });
    expect(body).not.toHaveProperty('type');
    expect(body).not.toHaveProperty('email');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }, 120_000);
});
