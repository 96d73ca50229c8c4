import AxeBuilder from '@axe-core/playwright';
import type { ExpertList } from '@care/contracts/experts/schemas';
import type { Page } from '@playwright/test';
import { apiGet, expect, naturalWidth, test } from './helpers';

// Finding an expert (issue 19) at phone and desktop width: portraits, the next free slot on each
// card, sorting by fee (the order and the URL change), the fee and gender filters, focus back on
// the Filters button when the dialog closes, and the rating fields of the API's answer (the
// rating's display is a component test: a browser test cannot approve a review).

const SHOTS = '/tmp/shots/experts';
const names = (l: ExpertList) => l.result.map((d) => `${d.salutation.value} ${d.fname} ${d.lname}`);

async function cardNames(page: Page) {
  return page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
}

async function axeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

for (const [label, viewport] of [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const) {
  test(`finding an expert at ${label}px: photos, next available, sort, filters, focus`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/expert-detail?type=mhc');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const listed = await apiGet<ExpertList>('/doctor/list?type=mhc');
    await expect(cards).toHaveCount(listed.result.length);
    expect(await cardNames(page)).toEqual(names(listed));

    // Each card: the expert's portrait (named for them, loaded) and the next free slot.
    const first = cards.first();
    const name = names(listed)[0]!;
    const photo = first.getByRole('img', { name });
    await expect(photo).toBeVisible();
    await expect.poll(() => naturalWidth(photo)).toBeGreaterThan(0);
    await expect(first.getByTestId('next-available')).toHaveText(
      /^(Next available: (Today|Tomorrow|Sun|Mon|Tue|Wed|Thu|Fri|Sat|\d{1,2} [A-Z][a-z]{2}) ?\d{0,2}:?\d{0,2} ?(AM|PM)?.*|No free slots in the next 2 weeks)$/,
    );
    await expect(
      page.getByTestId('next-available').filter({ hasText: 'Next available:' }).first(),
    ).toBeVisible();
    // Ratings: in the answer, and nothing shown until staff approve a review.
    for (const d of listed.result) {
      expect(d.rating_count).toBe(0);
      expect(d.rating_average).toBeNull();
    }
    await expect(page.getByTestId('expert-rating')).toHaveCount(0);
    await axeClean(page, `list ${label}`);
    await page.screenshot({ path: `${SHOTS}/list-${label}.png`, fullPage: true });

    // Sort by fee: the order and the URL change, and agree with the API.
    const byFee = await apiGet<ExpertList>('/doctor/list?type=mhc&sort=fee');
    expect(names(byFee)).not.toEqual(names(listed));
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Fee: low to high' }).click();
    await expect(page).toHaveURL(/[?&]sort=fee(&|$)/);
    await expect.poll(() => cardNames(page)).toEqual(names(byFee));
    const dear = await apiGet<ExpertList>('/doctor/list?type=mhc&sort=fee&direction=desc');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Fee: high to low' }).click();
    await expect(page).toHaveURL(/sort=fee&direction=desc/);
    await expect.poll(() => cardNames(page)).toEqual(names(dear));

    // Filters: the counsellor's gender and a fee ceiling, kept in the URL.
    const filters = page.getByRole('button', { name: /^Filters/ });
    await filters.click();
    const dialog = page.getByRole('dialog', { name: 'Filter experts' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: "Counsellor's gender" }).click();
    await page.getByRole('option', { name: 'Woman' }).click();
    await dialog.getByRole('textbox', { name: 'Fee up to (₹)' }).fill('2000');
    await axeClean(page, `filters dialog ${label}`);
    await page.screenshot({ path: `${SHOTS}/filters-${label}.png` });
    await dialog.getByRole('button', { name: 'Apply filters' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/fee_max=2000/);
    await expect(page).toHaveURL(/gender=female/);
    // Focus is back on the button that opened the dialog (defect 4).
    await expect(filters).toBeFocused();
    await expect(filters).toHaveText('Filters (2)');
    const women = await apiGet<ExpertList>(
      '/doctor/list?type=mhc&sort=fee&direction=desc&gender=female&fee_max=2000',
    );
    expect(women.result.length).toBeGreaterThan(0);
    expect(women.result.every((d) => d.gender === 'female' && d.self_fee <= 2000)).toBe(true);
    await expect.poll(() => cardNames(page)).toEqual(names(women));
    await page.screenshot({ path: `${SHOTS}/filtered-${label}.png`, fullPage: true });

    // Closed with Escape, focus returns too; a refresh keeps everything.
    await filters.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(filters).toBeFocused();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Fee: high to low');
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

    // The search field's hint fits (defect 15): nothing wider than the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The profile: the portrait, the next free slot.
    await page.getByRole('link', { name: `View profile of ${names(women)[0]}` }).click();
    await expect(page.getByRole('heading', { name: 'Expert Details', level: 1 })).toBeVisible();
    const portrait = page.getByRole('main').getByRole('img', { name: names(women)[0] });
    await expect(portrait).toBeVisible();
    await expect.poll(() => naturalWidth(portrait)).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByTestId('next-available')).toBeVisible();
    await axeClean(page, `profile ${label}`);
    await page.screenshot({ path: `${SHOTS}/profile-${label}.png`, fullPage: true });
  });
}

test('the search field and its hint fit a 320px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/expert-detail?type=gc');
  const search = page.getByRole('textbox', { name: 'Search experts' });
  await expect(search).toBeVisible();
  const fits = await search.evaluate((el) => {
    const input = el as HTMLInputElement;
    const probe = document.createElement('span');
    probe.style.cssText = `font:${getComputedStyle(input).font};position:absolute;visibility:hidden;white-space:pre`;
    probe.textContent = input.placeholder;
    document.body.append(probe);
    const wide = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(input);
    return (
      wide <= input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    );
  });
  expect(fits).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/list-320.png` });
});
