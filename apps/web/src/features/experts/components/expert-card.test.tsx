import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import type { ListedDoctor } from '@care/contracts/experts/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { ExpertCard } from './expert-card';
import { ExpertRating } from './expert-rating';
import { NextAvailable } from './next-available';

const doctor: ListedDoctor = {
  _id: 'd1',
  salutation: { value: 'Ms.' },
  fname: 'Ananya',
  lname: 'Iyer',
  gender: 'female',
  pronoun: 'She / Her',
  profile_picture: 'http://x/media/raster/doctor/ananya-iyer.png',
  profile_picture_svg: 'http://x/media/doctor/ananya-iyer.svg',
  speciality: [{ value: 'Clinical Psychologist' }],
  language: [{ value: 'English' }],
  qualification: 'M.Phil. Clinical Psychology',
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
  registration_no: '',
  concerns: [],
  expert_approaches: [],
  next_available: null,
  rating_average: null,
  rating_count: 0,
  session_minutes: 45,
};

describe('ExpertCard', () => {
  it('shows the portrait named for the expert, and no rating before any review is approved', async () => {
    renderWithProviders(<ExpertCard doctor={doctor} />);
    const card = await screen.findByRole('article', { name: 'Ms. Ananya Iyer' });
    expect(within(card).getByRole('img', { name: 'Ms. Ananya Iyer' })).toHaveAttribute(
      'src',
      doctor.profile_picture_svg,
    );
    expect(within(card).queryByTestId('expert-rating')).toBeNull();
    expect(within(card).getByText('No free slots in the next 2 weeks')).toBeInTheDocument();
  });

  it('shows "4.8 ★ (23)" with words for screen readers once reviews are approved', () => {
    renderWithProviders(<ExpertRating doctor={{ rating_average: 4.8, rating_count: 23 }} />);
    const rating = screen.getByTestId('expert-rating');
    expect(rating).toHaveTextContent('4.8 ★ (23)');
    expect(rating).toHaveTextContent('Rated 4.8 out of 5 from 23 reviews');
    renderWithProviders(<ExpertRating doctor={{ rating_average: 5, rating_count: 1 }} />);
    expect(screen.getAllByTestId('expert-rating')[1]).toHaveTextContent('5.0 ★ (1)');
  });

  it('says when the next free slot is: today, tomorrow, a weekday, or a date after the week', () => {
    const today = todayIso(new Date());
    const now = kolkataInstant(today, '09:00');
    const at = (days: number, hhmm: string) => kolkataInstant(addDays(today, days), hhmm).toISOString();
    const cases: [string, string][] = [
      [at(0, '16:45'), 'Today 4:45 PM'],
      [at(1, '10:00'), 'Tomorrow 10:00 AM'],
    ];
    for (const [when, text] of cases) {
      const { unmount } = renderWithProviders(<NextAvailable doctor={{ next_available: when }} now={now} />);
      expect(screen.getByTestId('next-available')).toHaveTextContent(`Next available: ${text}`);
      unmount();
    }
    const { unmount } = renderWithProviders(
      <NextAvailable doctor={{ next_available: at(3, '12:15') }} now={now} />,
    );
    expect(screen.getByTestId('next-available').textContent).toMatch(
      /^Next available: (Sun|Mon|Tue|Wed|Thu|Fri|Sat) 12:15 PM$/,
    );
    unmount();
    renderWithProviders(<NextAvailable doctor={{ next_available: at(9, '18:00') }} now={now} />);
    expect(screen.getByTestId('next-available').textContent).toMatch(
      /^Next available: \d{1,2} [A-Z][a-z]{2} 6:00 PM$/,
    );
  });
});
