import { PATIENT_NAME_PLACEHOLDER } from '@care/contracts/pregnancy/constants';
import type { PregnancyWeek } from '@care/contracts/pregnancy/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, stubFetch } from '@/testing/render-app';
import { PregnancyTracker } from './pregnancy-tracker';

function weekData(week: number): PregnancyWeek {
  return {
    week,
    mom: {
      highlights_of_the_week: [`Mom highlight of week ${week}`],
      precautions: ['Avoid lifting heavy things.'],
      recommendation_for_you: ['Drink plenty of water.'],
    },
    baby: {
      highlights_of_the_week: [`${PATIENT_NAME_PLACEHOLDER}, your baby can hear your voice now.`],
      precautions: [],
      recommendation_for_you: ['Talk and sing to your baby.'],
    },
    height: 10.5,
    // Late weeks weigh kilograms: the comma and one decimal are checked on week 38.
    weight: week >= 38 ? 3100.25 : 360,
    days_left_for_delivery: 133,
    size: 'a carrot (gajar)',
    size_image_path: `/media/raster/pregnancy-data/week-${week}.png`,
    size_image_svg: `/media/pregnancy-data/week-${week}.svg`,
    lmp: null,
    description_for_baby: `Baby description of week ${week}`,
    description_for_mom: `Mom description of week ${week}`,
  };
}

/** Answers the pregnancy call for whatever week is asked; returns the weeks asked for. */
function stubWeeks(fail = false) {
  const asked: number[] = [];
  stubFetch((url) => {
    const week = Number(new URL(url, 'http://x').searchParams.get('week'));
    asked.push(week);
    if (fail)
      return { status: 500, body: { status: 0, statusCode: 500, message: 'Server is resting.', data: null } };
    return { body: ok([weekData(week)]) };
  });
  return asked;
}

function Tracker({ start, current = start }: { start: number; current?: number }) {
  const [week, setWeek] = useState(start);
  return <PregnancyTracker week={week} currentWeek={current} onWeekChange={setWeek} fullName="Asha Rao" />;
}

describe('PregnancyTracker', { timeout: 20_000 }, () => {
  it('shows the week with its size, height to 2 decimals, weight in grams and days left', async () => {
    stubWeeks();
    renderWithProviders(<Tracker start={21} />);
    expect(await screen.findByText('a carrot (gajar)')).toBeInTheDocument();
    expect(screen.getByText('10.50 in')).toBeInTheDocument();
    expect(screen.getByText('360 g')).toBeInTheDocument();
    expect(screen.getByText('133 days')).toBeInTheDocument();
    expect(screen.getByText('Days left for delivery')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Size picture: a carrot (gajar)' })).toHaveAttribute(
      'src',
      '/media/pregnancy-data/week-21.svg',
    );
  });

  it('writes kilograms of baby in grams with a comma and one decimal at most', async () => {
    stubWeeks();
    renderWithProviders(<Tracker start={38} />);
    expect(await screen.findByText('3,100.3 g')).toBeInTheDocument();
  });

  it("puts the patient's full name in for the placeholder in baby highlights", async () => {
    stubWeeks();
    renderWithProviders(<Tracker start={21} />);
    expect(await screen.findByText('Asha Rao, your baby can hear your voice now.')).toBeInTheDocument();
    expect(screen.queryByText(/\{\{patient_name\}\}/)).not.toBeInTheDocument();
  });

  it('has Baby and Mom tabs with highlights, precautions and recommendations', async () => {
    stubWeeks();
    const user = userEvent.setup();
    renderWithProviders(<Tracker start={21} />);
    expect(await screen.findByText('Baby description of week 21')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Mom' }));
    expect(screen.getByText('Mom description of week 21')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Highlights of the week' })).toHaveTextContent(
      'Mom highlight of week 21',
    );
    expect(screen.getByRole('region', { name: 'Precautions' })).toHaveTextContent(
      'Avoid lifting heavy things.',
    );
    expect(screen.getByRole('region', { name: 'Recommendations for you' })).toHaveTextContent(
      'Drink plenty of water.',
    );
  });

  it('labels seven slides centred on the week: past, current and future', async () => {
    stubWeeks();
    renderWithProviders(<Tracker start={21} />);
    const visible = screen
      .getAllByRole('button', { pressed: false })
      .concat(screen.getAllByRole('button', { pressed: true }));
    expect(visible).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Week 21, Current week', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week 18, Past week' })).toHaveTextContent('18 Past week');
    expect(screen.getByRole('button', { name: 'Week 24, Future week' })).toHaveTextContent('24 Future week');
  });

  it('has no previous arrow at week 1 and wraps round to week 40 on its left', async () => {
    stubWeeks();
    renderWithProviders(<Tracker start={1} />);
    expect(screen.queryByRole('button', { name: 'Previous week' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week 40, Future week' })).toBeInTheDocument();
  });

  it('has no next arrow at week 40', async () => {
    stubWeeks();
    renderWithProviders(<Tracker start={40} current={21} />);
    expect(screen.queryByRole('button', { name: 'Next week' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week 40, Future week', pressed: true })).toBeInTheDocument();
  });

  it('loads the week chosen with the arrows or a slide', async () => {
    const asked = stubWeeks();
    const user = userEvent.setup();
    renderWithProviders(<Tracker start={21} />);
    await screen.findByText('Baby description of week 21');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Baby description of week 22')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week 22, Future week', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Week 19, Past week' }));
    expect(await screen.findByText('Baby description of week 19')).toBeInTheDocument();
    expect(screen.getByText('Week 19 of 40 · Past week')).toBeInTheDocument();
    expect(asked).toEqual([21, 22, 19]);
  });

  it('offers a retry when the week cannot be loaded', async () => {
    const asked = stubWeeks(true);
    const user = userEvent.setup();
    renderWithProviders(<Tracker start={21} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server is resting.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });
});
