import { apiGet, createAccount, expect, signInOnce, test, tokenOf } from './helpers';

const TELE_MANAS = 'Tele-MANAS 14416 (free, 24x7)';

test('a patient records moods, reads their tips and sees them on the profile chart', async ({ page }) => {
  // A new patient: her mood history starts empty, so the chart shows exactly these check-ins.
  const account = await createAccount('Asha');
  await signInOnce(page, account.email, account.password, account.firstName);
  const moods = page.getByRole('region', { name: 'How are you feeling today?' });
  await expect(moods.getByRole('button')).toHaveText(['Angry', 'Sad', 'Anxious', 'Neutral', 'Happy']);

  // Sad: saved, with tips, a therapist and the Tele-MANAS helpline as a tappable number.
  await moods.getByRole('button', { name: 'Sad', exact: true }).click();
  const sad = page.getByRole('dialog', { name: 'Feeling sad' });
  await expect(sad).toBeVisible();
  await expect(sad.getByRole('status')).toHaveText('Mood saved.');
  await expect(sad.getByRole('listitem').first()).toBeVisible();
  await expect(sad.getByRole('link', { name: TELE_MANAS })).toHaveAttribute('href', 'tel:14416');
  await expect(sad.getByRole('link', { name: 'Speak to a therapist' })).toHaveAttribute(
    'href',
    '/expert-detail',
  );
  await page.keyboard.press('Escape');
  await expect(sad).toBeHidden();

  // Anxious: the helpline too.
  await moods.getByRole('button', { name: 'Anxious', exact: true }).click();
  const anxious = page.getByRole('dialog', { name: 'Feeling anxious' });
  await expect(anxious.getByRole('status')).toHaveText('Mood saved.');
  await expect(anxious.getByRole('link', { name: TELE_MANAS })).toHaveAttribute('href', 'tel:14416');
  await page.keyboard.press('Escape');
  await expect(anxious).toBeHidden();

  // Happy: tips and the therapist link, no helpline.
  await moods.getByRole('button', { name: 'Happy', exact: true }).click();
  const happy = page.getByRole('dialog', { name: 'Feeling happy' });
  await expect(happy.getByRole('status')).toHaveText('Mood saved.');
  await expect(happy.getByRole('link', { name: /Tele-MANAS/ })).toHaveCount(0);
  await expect(happy.getByText('14416')).toHaveCount(0);
  // Speak to a therapist closes the tips and opens the mental-health expert list.
  await happy.getByRole('link', { name: 'Speak to a therapist' }).click();
  await expect(happy).toBeHidden();
  await expect(page).toHaveURL('/expert-detail');

  // Both saved on the server, in order.
  const history = await apiGet<{ result: { mood: string }[] }>('/patient/mood-history', await tokenOf(page));
  expect(history.result.map((m) => m.mood)).toEqual(['sad', 'anxious', 'happy']);

  // The profile's chart: three points, described for screen readers, with a table of the check-ins.
  await page.goto('/profile');
  const chart = page.getByRole('region', { name: 'Your mood over the last 30 days' });
  await expect(chart.getByRole('img')).toHaveAccessibleName(
    /^Your moods over the last 30 days: 3 check-ins\. Latest: Happy on .+\. Most often: Happy\.$/,
  );
  await expect(chart.getByTestId('mood-point')).toHaveCount(3);
  await expect(chart.getByText('3 check-ins in the last 30 days.')).toBeVisible();
  const rows = chart.getByRole('table', { name: 'Your mood check-ins' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('Sad');
  await expect(rows.nth(2).getByRole('cell').nth(1)).toHaveText('Anxious');
  await expect(rows.nth(3).getByRole('cell').nth(1)).toHaveText('Happy');
});
