import type { Patient } from '@care/contracts/patient/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { ProfileForm } from './profile-form';

const patient: Patient = {
  patient_id: 'P-1',
  name: { firstName: 'Asha', lastName: 'Rao' },
  email: 'asha@example.com',
  dob: '1994-05-01',
  phone: '9876543210',
  gender: 'female',
  tribe: ['Grief Support'],
  interest: ['Pregnancy & Reproductive Wellness'],
  lmp: null,
  lmp_as_of: null,
  conceive_status: 'become a mother',
  profile_pic: null,
  profile_pic_url: null,
  week: 0,
};

describe('Edit Profile form', () => {
  it('shows e-mail and phone disabled, tribes by their short names', () => {
    renderWithProviders(<ProfileForm patient={patient} />, { path: '/profile' });
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByLabelText('Phone number')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Grief' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Perinatal Loss' })).not.toBeChecked();
    for (const name of ['Pregnancy & Reproductive Wellness', 'At Ease', 'Oncogenomic', 'General Wellness'])
      expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
  });

  it('resets the stage to "trying to get pregnant" when the pregnancy interest is unchecked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm patient={patient} />, { path: '/profile' });
    expect(screen.getByRole('radio', { name: 'I have become a mother' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Pregnancy & Reproductive Wellness' }));
    expect(screen.queryByRole('radio', { name: 'I have become a mother' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Pregnancy & Reproductive Wellness' }));
    expect(screen.getByRole('radio', { name: 'I am trying to get pregnant' })).toBeChecked();
  });

  it('offers the pregnancy interest to women only', () => {
    renderWithProviders(<ProfileForm patient={{ ...patient, gender: 'male', interest: ['At Ease'] }} />, {
      path: '/profile',
    });
    expect(screen.queryByRole('checkbox', { name: 'Pregnancy & Reproductive Wellness' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'At Ease' })).toBeChecked();
  });

  it('asks for the LMP date of a pregnancy, then saves the spec payload', async () => {
    const fetchMock = stubFetch(() => ({
      body: ok({ ...patient, lmp_date: null }, 'Profile updated successfully.'),
    }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm patient={patient} />, { path: '/profile' });
    await user.click(screen.getByRole('radio', { name: 'I am pregnant' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please Select LMP Date')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'I have become a mother' }));
    await user.click(screen.getByRole('checkbox', { name: 'Queer Support' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/patient/profile/save');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      gender: 'female',
      dob: '1994-05-01',
      interest: ['Pregnancy & Reproductive Wellness'],
      tribe: 'Grief Support,Queer Support',
      conceive_status: 'become a mother',
      lmp: null,
      lmp_as_of: null,
      profile_pic: null,
    });
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
  });
});
