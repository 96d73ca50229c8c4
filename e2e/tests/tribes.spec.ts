import {
  apiGet,
  createAccount,
  expect,
  profileOf,
  scrollUntilShown,
  signInOnce,
  test,
  tokenOf,
} from './helpers';

interface Card {
  title: string;
}

test('a patient without a tribe chooses two and sees the tribe home and its articles', async ({ page }) => {
  const account = await createAccount('Leela');
  await signInOnce(page, account.email, account.password, account.firstName);

  // No tribe yet: the home's entry opens the Choose Your Tribe modal instead of the tribe home.
  const entry = page.getByRole('button', { name: 'Find your tribe' });
  await scrollUntilShown(page, entry);
  await entry.click();
  const modal = page.getByRole('dialog', { name: 'Choose Your Tribe' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL('/');

  // The seven exact names, none chosen.
  const options = modal.getByRole('group', { name: 'Support tribes' }).getByRole('button');
  await expect(options).toHaveText([
    'Depression Support',
    'Anxiety Support',
    'Grief Support',
    'Infertility Support',
    'Perinatal Loss Support',
    'Postpartum Support',
    'Queer Support',
  ]);
  for (const option of await options.all()) await expect(option).toHaveAttribute('aria-pressed', 'false');

  // Toggle: on, off, on again; then a second tribe.
  const anxiety = modal.getByRole('button', { name: 'Anxiety Support' });
  const grief = modal.getByRole('button', { name: 'Grief Support' });
  await anxiety.click();
  await expect(anxiety).toHaveAttribute('aria-pressed', 'true');
  await anxiety.click();
  await expect(anxiety).toHaveAttribute('aria-pressed', 'false');
  await anxiety.click();
  await grief.click();
  await expect(anxiety).toHaveAttribute('aria-pressed', 'true');
  await expect(grief).toHaveAttribute('aria-pressed', 'true');
  await modal.getByRole('button', { name: 'Save' }).click();

  // Saved on the server, and the app goes to the tribe home.
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL('/support-tribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Tribes' })).toBeVisible();
  const token = await tokenOf(page);
  expect((await profileOf(token)).tribe).toEqual(['Anxiety Support', 'Grief Support']);
  await expect(page.getByRole('list', { name: 'Your tribes' }).getByRole('listitem')).toHaveText([
    'Anxiety',
    'Grief',
  ]);
  await expect(page.getByRole('button', { name: 'Select Tribe' })).toBeVisible();

  // Three sections, each with up to two cards: the same articles the API gives for these tribes.
  const groups = await apiGet<{ text: Card[]; video: Card[]; audio: Card[] }>(
    `/article/app-list?support_tribe=${encodeURIComponent('Anxiety Support,Grief Support')}&records=2`,
    token,
  );
  const sections = [
    ['Curated for you', groups.text],
    ['Videos for the Week', groups.video],
    ['Audios for the Week', groups.audio],
  ] as const;
  for (const [title, cards] of sections) {
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(cards.length, `${title} has articles for these tribes`).toBeGreaterThan(0);
    const links = section.getByRole('link', { name: /\d+ Views?/ });
    await expect(links).toHaveCount(cards.length);
    for (const card of cards) await expect(section.getByRole('heading', { name: card.title })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Read More' })).toBeVisible();
  }

  // Read More of the text section: every text article for these tribes.
  await page
    .getByRole('region', { name: 'Curated for you' })
    .getByRole('link', { name: 'Read More' })
    .click();
  await expect(page).toHaveURL('/tribe-articles?type=text');
  await expect(page.getByRole('heading', { level: 1, name: 'Read Articles' })).toBeVisible();
  await expect(page.getByText('For your tribes: Anxiety, Grief')).toBeVisible();
  const all = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(all.first()).toBeVisible();
  expect(await all.count()).toBeGreaterThanOrEqual(groups.text.length);
  // Tribe cards open /article/{slug}.
  await expect(all.first()).toHaveAttribute('href', /^\/article\//);

  // With a tribe, the home's entry goes straight to the tribe home; Select Tribe there opens
  // the modal with the stored tribes chosen.
  await page.goto('/');
  const goTo = page.getByRole('button', { name: 'Go to your tribes' });
  await scrollUntilShown(page, goTo);
  await goTo.click();
  await expect(page).toHaveURL('/support-tribe');
  await page.getByRole('button', { name: 'Select Tribe' }).click();
  await expect(modal.getByRole('button', { name: 'Anxiety Support' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(modal.getByRole('button', { name: 'Grief Support' })).toHaveAttribute('aria-pressed', 'true');
  await expect(modal.getByRole('button', { name: 'Queer Support' })).toHaveAttribute('aria-pressed', 'false');
  // Clearing every tribe while on the tribe home goes back home (spec section 4).
  await modal.getByRole('button', { name: 'Anxiety Support' }).click();
  await modal.getByRole('button', { name: 'Grief Support' }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.firstName}` })).toBeVisible();
  expect((await profileOf(token)).tribe).toEqual([]);
});
