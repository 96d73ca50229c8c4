import { calculateCycle } from '@care/contracts/tools/ovulation';
import { dayMonthYear, expect, isoDaysFromToday, pickDate, test } from './helpers';

const range = (r: { start: string; end: string }) => `${dayMonthYear(r.start)} – ${dayMonthYear(r.end)}`;

test('the ovulation calculator from Your Health → Tools gives the fertile window and resets on close', async ({
  page,
}) => {
  // The calculator needs no account: a visitor's home has it too.
  await page.goto('/');
  const tools = page.getByRole('region', { name: 'Your Health' }).getByRole('button', { name: /^Tools/ });
  await tools.click();
  const modal = page.getByRole('dialog', { name: 'Tools' });
  await expect(modal.getByRole('heading', { name: 'Ovulation Calculator' })).toBeVisible();
  await modal.getByRole('button', { name: 'Start' }).click();

  const calculate = modal.getByRole('button', { name: 'Calculate' });
  await expect(calculate).toBeDisabled();
  const start = isoDaysFromToday(-12);
  await pickDate(page, modal.getByLabel('First day of your last period'), start, dayMonthYear(start));
  await expect(calculate).toBeEnabled();

  // Cycle length: 28 by default, 20 to 40 offered; choose 31 (odd: the window starts a day later).
  const cycle = modal.getByRole('combobox', { name: 'Cycle length' });
  await expect(cycle).toHaveValue('28 days');
  await cycle.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(21);
  await expect(options.first()).toHaveText('20 days');
  await expect(options.last()).toHaveText('40 days');
  await page.getByRole('option', { name: '31 days' }).click();
  await expect(cycle).toHaveValue('31 days');
  await calculate.click();

  // The same formula as the contracts (spec section 9), worked out here independently of the page.
  const expected = calculateCycle(start, 31);
  expect(expected.fertileWindow.start).toBe(isoDaysFromToday(-12 + 13));
  expect(expected.fertileWindow.end).toBe(isoDaysFromToday(-12 + 19));
  await expect(modal.getByRole('group', { name: 'Fertile window' })).toContainText(
    range(expected.fertileWindow),
  );
  await expect(modal.getByRole('group', { name: 'Next period' })).toContainText(
    dayMonthYear(expected.nextPeriod),
  );
  await expect(modal.getByRole('list', { name: 'Period dates' }).getByRole('listitem')).toHaveText(
    expected.periods.map(range),
  );
  await expect(modal.getByText('Period dates (31-day cycle)')).toBeVisible();

  // Recalculate: back to the form with the answers kept; an even cycle moves the window.
  await modal.getByRole('button', { name: 'Recalculate' }).click();
  await expect(modal.getByRole('group', { name: 'Fertile window' })).toHaveCount(0);
  await expect(modal.getByLabel('First day of your last period')).toHaveText(dayMonthYear(start));
  await cycle.click();
  await page.getByRole('option', { name: '30 days' }).click();
  await calculate.click();
  await expect(modal.getByRole('group', { name: 'Fertile window' })).toContainText(
    range(calculateCycle(start, 30).fertileWindow),
  );

  // Closing resets: opened again, it starts from Start with nothing filled in.
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await tools.click();
  await expect(modal.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(modal.getByRole('group', { name: 'Fertile window' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Start' }).click();
  await expect(modal.getByLabel('First day of your last period')).toHaveText('Pick a date');
  await expect(modal.getByRole('button', { name: 'Calculate' })).toBeDisabled();
});
