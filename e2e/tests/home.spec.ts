import type { Locator, Page } from '@playwright/test';
import {
  createAccount,
  demo,
  expect,
  type PregnancyWeekData,
  pregnancyWeek,
  profileOf,
  signInOnce,
  test,
  tokenOf,
} from './helpers';

const PLACEHOLDER = '{{patient_name}}';
const fullName = `${demo.firstName} ${demo.lastName}`;

/** The first baby highlight of a week as the page must show it: the placeholder filled in. */
function firstHighlight(data: PregnancyWeekData): string {
  return data.baby.highlights_of_the_week[0]!.split(PLACEHOLDER).join(fullName);
}

function tracker(page: Page): Locator {
  return page.getByRole('region', { name: 'Your pregnancy' });
}

/** Asserts the slider and the details both show `week` with its label. */
async function expectWeekShown(page: Page, week: number, label: string, data: PregnancyWeekData) {
  const t = tracker(page);
  // The selected slide is the pressed one in the middle; its label says how it relates to today.
  await expect(t.getByRole('button', { name: `Week ${week}, ${label}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(t.getByText(`Week ${week} of 40 · ${label}`, { exact: true })).toBeVisible();
  // Highlights of that week, and no longer the dimmed ones of the week before.
  await expect(t.getByText(firstHighlight(data), { exact: true })).toBeVisible();
  await expect(t).not.toHaveAttribute('aria-busy', 'true');
  await expect(t.getByText(`${data.days_left_for_delivery} days`, { exact: true })).toBeVisible();
}

test.describe('pregnant home', () => {
  test('the demo patient sees the tracker at her current week and moves it', async ({ page }) => {
    await signInOnce(page, demo.phone, demo.password, demo.firstName);
    // Her week as the API works it out today (the seed puts her LMP 20 weeks back).
    const token = await tokenOf(page);
    const { week } = await profileOf(token);
    expect(week).toBeGreaterThan(3);
    expect(week).toBeLessThan(38);

    await expect(tracker(page)).toBeVisible();
    const current = await pregnancyWeek(week, token);
    await expectWeekShown(page, week, 'Current week', current);
    // Seven slides, centred on her week.
    const slides = tracker(page).getByRole('group', { name: 'Pregnancy weeks' }).getByRole('button');
    await expect(slides).toHaveCount(7);
    await expect(slides.nth(3)).toHaveAccessibleName(`Week ${week}, Current week`);
    await expect(slides.nth(0)).toHaveAccessibleName(`Week ${week - 3}, Past week`);

    // Next arrow: the following week, labelled Future week, with its own highlights.
    await tracker(page).getByRole('button', { name: 'Next week' }).click();
    const next = await pregnancyWeek(week + 1, token);
    await expectWeekShown(page, week + 1, 'Future week', next);
    await expect(tracker(page).getByText(firstHighlight(current), { exact: true })).toHaveCount(0);

    // Tapping a slide: two weeks back is a past week.
    await tracker(page)
      .getByRole('button', { name: `Week ${week - 1}, Past week`, exact: true })
      .click();
    await expectWeekShown(page, week - 1, 'Past week', await pregnancyWeek(week - 1, token));

    // The name placeholder: find the nearest later week whose text uses it and go there.
    let named = 0;
    for (let w = week; w <= 40 && !named; w++) {
      const data = await pregnancyWeek(w, token);
      if (JSON.stringify(data).includes(PLACEHOLDER)) named = w;
    }
    expect(named, 'a week from hers on names the patient').toBeGreaterThan(0);
    for (let w = week - 1; w < named; w++)
      await tracker(page).getByRole('button', { name: 'Next week' }).click();
    await expectWeekShown(
      page,
      named,
      named === week ? 'Current week' : 'Future week',
      await pregnancyWeek(named, token),
    );
    await expect(tracker(page).getByText(fullName).first()).toBeVisible();
    expect(await page.locator('body').innerText()).not.toContain(PLACEHOLDER);

    // Towards the end: three weeks a tap, until week 40, where the next arrow goes and the
    // strip wraps round to week 1.
    for (let w = named; w < 40; w = Math.min(40, w + 3)) {
      const to = Math.min(40, w + 3);
      await tracker(page)
        .getByRole('button', { name: `Week ${to}, Future week`, exact: true })
        .click();
      await expect(
        tracker(page).getByRole('button', { name: `Week ${to}, Future week`, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(tracker(page).getByRole('button', { name: 'Next week' })).toHaveCount(0);
    await expect(tracker(page).getByRole('button', { name: 'Previous week' })).toBeVisible();
    await expect(slides.nth(4)).toHaveAccessibleName('Week 1, Past week');
    await expect(
      tracker(page).getByText(firstHighlight(await pregnancyWeek(40, token)), { exact: true }),
    ).toBeVisible();
    expect(await page.locator('body').innerText()).not.toContain(PLACEHOLDER);
  });
});

test('on a 320 px phone the tracker centres the current week and its figures fit their cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  const { week } = await profileOf(await tokenOf(page));
  const t = tracker(page);
  const current = t.getByRole('button', { name: `Week ${week}, Current week`, exact: true });
  await expect(current).toHaveAttribute('aria-pressed', 'true');
  await expect(t).not.toHaveAttribute('aria-busy', 'true');

  // Nothing is wider than the screen, so the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The current week's circle is in the middle of the strip.
  const strip = (await t.getByRole('group', { name: 'Pregnancy weeks' }).boundingBox())!;
  const circle = (await current.locator('span').first().boundingBox())!;
  expect(Math.abs(circle.x + circle.width / 2 - (strip.x + strip.width / 2))).toBeLessThanOrEqual(2);
  // Each figure (height, weight, days left) stays inside its card.
  const days = t.getByText(/^\d+ days?$/);
  await expect(days).toBeVisible();
  for (const figure of await t.getByText(/^(\d+(\.\d+)? (in|g|days?)|Not yet|Under 1 g)$/).all()) {
    const fits = await figure.evaluate((el) => {
      const card = el.closest('.mantine-Paper-root')!;
      return el.scrollWidth <= el.clientWidth && card.scrollWidth <= card.clientWidth;
    });
    expect(fits, `${await figure.textContent()} inside its card`).toBe(true);
  }
});

test('a patient who is not pregnant sees the week carousels and no tracker', async ({ page }) => {
  const account = await createAccount('Rohan', { gender: 'male', interest: ['At Ease'] });
  await signInOnce(page, account.email, account.password, account.firstName);

  for (const title of ['Curated for you', 'Videos for the week', 'Audios for the week']) {
    const carousel = page.getByRole('region', { name: title });
    await expect(carousel.getByRole('heading', { level: 2, name: title })).toBeVisible();
    // Cards are links to articles, with their counts.
    const cards = carousel.getByRole('link', { name: /\d+ Views?.*\d+ Likes?/ });
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(carousel.getByRole('link', { name: 'See all' })).toBeVisible();
  }
  await expect(tracker(page)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Pregnancy weeks' })).toHaveCount(0);
  // Male patients get their own hero picture (spec section 2).
  await expect(page.locator('img[data-hero="man"]')).toBeVisible();

  // 'See all' of the audio carousel opens the week's audio list.
  await page
    .getByRole('region', { name: 'Audios for the week' })
    .getByRole('link', { name: 'See all' })
    .click();
  await expect(page).toHaveURL('/listen');
  await expect(page.getByRole('heading', { level: 1, name: 'Audios for the week' })).toBeVisible();
});

test('a visitor gets the landing that invites signing in, without a tracker', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Care for every stage/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(tracker(page)).toHaveCount(0);

  // Choosing a mood needs an account: sign in first, then back home.
  await page.getByRole('button', { name: 'Happy', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2F$/);
});
