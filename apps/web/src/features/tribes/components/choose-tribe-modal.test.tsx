import type { Patient } from '@care/contracts/patient/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getStoredPatient } from '@/lib/session';
import { signInAs } from '@/testing/fixtures';
import { ok, renderRoute, stubFetch } from '@/testing/render-app';
import { ChooseTribeModal } from './choose-tribe-modal';

const saved = (tribe: string[]): Patient & { lmp_date: null } => ({
  patient_id: 'P-1',
  name: { firstName: 'Asha', lastName: 'Rao' },
  email: 'asha@example.com',
  dob: '1994-05-01',
  phone: '9876543210',
  gender: 'female',
  tribe,
  interest: ['At Ease'],
  lmp: null,
  lmp_as_of: null,
  conceive_status: null,
  profile_pic: null,
  profile_pic_url: null,
  week: 0,
  lmp_date: null,
});

function stubSave(message = 'Profile updated successfully.') {
  return stubFetch((_url, init) => {
    const body = JSON.parse(String(init?.body)) as { tribe: string };
    return { body: ok(saved(body.tribe ? body.tribe.split(',') : []), message) };
  });
}

const at = (path: string, onClose = vi.fn()) =>
  renderRoute(path, <ChooseTribeModal opened onClose={onClose} />, path);

describe('ChooseTribeModal', () => {
  it('offers the seven tribes, pre-selects the stored ones and toggles them', async () => {
    signInAs();
    localStorage.setItem('tribe', JSON.stringify(['Anxiety Support']));
    const user = userEvent.setup();
    at('/');

    const names = screen.getAllByRole('button').map((b) => b.textContent);
    for (const tribe of [
      'Depression Support',
      'Anxiety Support',
      'Grief Support',
      'Infertility Support',
      'Perinatal Loss Support',
      'Postpartum Support',
      'Queer Support',
    ]) {
      expect(names).toContain(tribe);
    }
    const anxiety = screen.getByRole('button', { name: 'Anxiety Support' });
    expect(anxiety).toHaveAttribute('aria-pressed', 'true');
    const grief = screen.getByRole('button', { name: 'Grief Support' });
    expect(grief).toHaveAttribute('aria-pressed', 'false');
    await user.click(grief);
    expect(grief).toHaveAttribute('aria-pressed', 'true');
    await user.click(anxiety);
    expect(anxiety).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves the name and comma-joined tribes, stores them and goes to /support-tribe', async () => {
    signInAs('Asha', 'Rao');
    const fetchMock = stubSave();
    const onClose = vi.fn();
    const user = userEvent.setup();
    at('/', onClose);

    await user.click(screen.getByRole('button', { name: 'Queer Support' }));
    await user.click(screen.getByRole('button', { name: 'Anxiety Support' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/support-tribe');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/patient/profile/save');
    expect(init?.method).toBe('POST');
    // In the modal's order, whatever order they were tapped in.
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      tribe: 'Anxiety Support,Queer Support',
    });
    expect(getStoredPatient()?.tribe).toEqual(['Anxiety Support', 'Queer Support']);
    expect(onClose).toHaveBeenCalled();
  });

  it('clearing every tribe on /support-tribe goes home', async () => {
    signInAs();
    localStorage.setItem('tribe', JSON.stringify(['Grief Support']));
    const fetchMock = stubSave();
    const user = userEvent.setup();
    at('/support-tribe');

    await user.click(screen.getByRole('button', { name: 'Grief Support' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ name: 'Asha Rao', tribe: '' });
    expect(getStoredPatient()?.tribe).toEqual([]);
  });

  it('clearing every tribe anywhere else still goes to /support-tribe (spec section 4)', async () => {
    signInAs();
    stubSave();
    const user = userEvent.setup();
    at('/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/support-tribe');
  });

  it('any other answer message leaves the tribes and the page as they were', async () => {
    signInAs();
    localStorage.setItem('tribe', JSON.stringify(['Grief Support']));
    stubSave('Nothing changed.');
    const user = userEvent.setup();
    at('/');
    await user.click(screen.getByRole('button', { name: 'Postpartum Support' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing changed.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
