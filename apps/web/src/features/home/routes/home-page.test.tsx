import { addDays, todayIso } from '@care/contracts/common/dates';
import { PREGNANCY_INTEREST, PREGNANT_STAGE } from '@care/contracts/patient/constants';
import { PATIENT_NAME_PLACEHOLDER } from '@care/contracts/pregnancy/constants';
import type { PregnancyWeek } from '@care/contracts/pregnancy/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '@/testing/fixtures';
import { ok, renderApp, stubFetch } from '@/testing/render-app';

const WEEK = 21;

function weekData(week: number): PregnancyWeek {
  const list = { highlights_of_the_week: [], precautions: [], recommendation_for_you: [] };
  return {
    week,
    mom: list,
    baby: { ...list, highlights_of_the_week: [`${PATIENT_NAME_PLACEHOLDER} will love this week.`] },
    height: 10.51,
    weight: 360,
    days_left_for_delivery: 133,
    size: 'a carrot (gajar)',
    size_image_path: '/media/raster/pregnancy-data/week-21.png',
    size_image_svg: '/media/pregnancy-data/week-21.svg',
    lmp: null,
    description_for_baby: `Baby description of week ${week}`,
    description_for_mom: `Mom description of week ${week}`,
  };
}

const noArticles = { text: [], audio: [], video: [] };

beforeEach(() => {
  stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname === '/api/config') return { body: ok(testConfig) };
    if (pathname === '/api/pregnancy-highlights/app-list')
      return { body: ok([weekData(Number(searchParams.get('week')))]) };
    if (pathname === '/api/patient/get-mood-list') return { body: ok([]) };
    if (pathname.startsWith('/api/article/app-list'))
      return searchParams.has('support_tribe')
        ? { body: ok(noArticles) }
        : {
            body: ok({ result: noArticles, pagination: { current_page: 1, total_records: 0, records: 20 } }),
          };
    return { status: 404, body: { status: 0, statusCode: 404, message: 'Not found.', data: null } };
  });
});

interface PatientSetup {
  gender?: string;
  interest?: string[];
  conceive_status?: string | null;
  week?: number;
  lmp?: string | null;
}

/** Stores a signed-in patient the way session.ts does; by default one who qualifies for the tracker. */
function signIn({
  gender = 'female',
  interest = [PREGNANCY_INTEREST],
  conceive_status = PREGNANT_STAGE,
  week = WEEK,
  lmp = addDays(todayIso(), -(WEEK - 1) * 7),
}: PatientSetup = {}) {
  const values: Record<string, string | null> = {
    token: 'test-token',
    patient_id: 'P-1',
    week: String(week),
    name: JSON.stringify({ firstName: 'Asha', lastName: 'Rao' }),
    phone: '9876543210',
    gender,
    interest: JSON.stringify(interest),
    tribe: JSON.stringify([]),
    conceive_status,
    lmp,
  };
  for (const [key, value] of Object.entries(values)) if (value !== null) localStorage.setItem(key, value);
}

// The first render loads the lazy home route, which can take a while on a busy machine.
const slow = { timeout: 8000 };
const greeting = () => screen.findByRole('heading', { level: 1, name: 'Hi Asha' }, slow);
const tracker = () => screen.queryByRole('region', { name: 'Your pregnancy' });

describe('Home page variants (spec section 6)', { timeout: 20_000 }, () => {
  it('invites a visitor to sign in or sign up', async () => {
    renderApp('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "Care for every stage of your family's health" },
        slow,
      ),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute(
      'href',
      '/registeration/register',
    );
    expect(within(main).getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/login');
    expect(tracker()).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Health' })).toBeInTheDocument();
  });

  it('shows a pregnant patient the tracker at her current week, with her name', async () => {
    signIn();
    renderApp('/');
    expect(await greeting()).toBeInTheDocument();
    expect(tracker()).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Week ${WEEK}, Current week`, pressed: true }),
    ).toBeInTheDocument();
    // The week's notes render as a deferred, time-sliced value: allow for a busy machine.
    expect(
      await screen.findByText('Asha Rao will love this week.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('10.51 in')).toBeInTheDocument();
  });

  it.each<[string, PatientSetup]>([
    ['a male patient', { gender: 'male' }],
    ['a patient without the pregnancy interest', { interest: ['At Ease'] }],
    ['a patient trying to conceive', { conceive_status: 'Looking to Conceived' }],
    ['a patient at week 0', { week: 0 }],
  ])('shows %s the other home, without the tracker', async (_, setup) => {
    signIn(setup);
    renderApp('/');
    expect(await greeting()).toBeInTheDocument();
    expect(screen.getByText('How can we support you today?')).toBeInTheDocument();
    expect(tracker()).not.toBeInTheDocument();
    // Below the first screen: rendered just after the first paint.
    expect(await screen.findByRole('region', { name: 'Your Health' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'At Ease' })).toBeInTheDocument();
  });

  it('gives male patients a different hero picture', async () => {
    signIn({ gender: 'male' });
    const { container } = renderApp('/');
    await greeting();
    expect(container.querySelector('img[data-hero="man"]')).not.toBeNull();
    expect(container.querySelector('img[data-hero="woman"]')).toBeNull();
  });

  it('shows the non-pregnant home on /non, even to a pregnant patient', async () => {
    signIn();
    const { container } = renderApp('/non');
    expect(await greeting()).toBeInTheDocument();
    expect(tracker()).not.toBeInTheDocument();
    expect(container.querySelector('img[data-hero="woman"]')).not.toBeNull();
  });

  it('opens the ovulation calculator from Your Health → Tools', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/');
    await greeting();
    await user.click(
      within(await screen.findByRole('region', { name: 'Your Health' }, slow)).getByRole('button', {
        name: /Tools/,
      }),
    );
    // The calculator's code loads on first open.
    expect(await screen.findByRole('heading', { name: 'Ovulation Calculator' }, slow)).toBeInTheDocument();
    // The dialog is named by its title, which can land a moment after the calculator under load.
    expect(await screen.findByRole('dialog', { name: 'Tools' }, slow)).toBeInTheDocument();
  });

  it('opens the calculator from ?tools=ovulation and drops the parameter on close', async () => {
    signIn({ interest: ['At Ease'] });
    const user = userEvent.setup();
    const { router } = renderApp('/?tools=ovulation');
    await screen.findByRole('heading', { name: 'Ovulation Calculator' }, slow);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Tools' }, slow)).getByRole('button', {
        name: 'Close',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Tools' })).not.toBeInTheDocument();
  });
});
