import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  apiGet,
  apiPost,
  createAccount,
  dayMonthYear,
  demo,
  expect,
  fillSignUpDetails,
  isoDaysFromToday,
  newPhone,
  newSurname,
  pickDate,
  scrollUntilShown,
  signInOnce,
  test,
  tokenOf,
  verifyPhone,
} from './helpers';

// Pictures of every main screen at phone and desktop width for people to look at
// (e2e/screenshots, not committed). Each shot first waits for the screen's own content.
// `test` from helpers also fails a shot whose screen logs an error or breaks its CSP.

const DIR = path.resolve(import.meta.dirname, '../screenshots');
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const;

test.beforeAll(() => fs.mkdirSync(DIR, { recursive: true }));

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

interface SnapOptions {
  fullPage?: boolean;
  /** Shoot only this part of the page (e.g. the tracker). */
  element?: Locator;
}

/** Scrolls through the page so every part that mounts on the way (articles, tribes, testimonials) is there. */
async function loadWholePage(page: Page) {
  await scrollUntilShown(page, page.getByRole('region', { name: 'What our patients say' }));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Saves `<name>-phone.png` and `<name>-desktop.png`; modals are shot as the screen shows them. */
async function snap(page: Page, name: string, ready: Locator, opts: SnapOptions = {}) {
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await expect(ready).toBeVisible();
    await settle(page);
    const file = path.join(DIR, `${name}-${label}.png`);
    const shot = { path: file, animations: 'disabled', scale: 'css' } as const;
    const fullPage = opts.fullPage ?? true;
    // A whole page is shot from its top: the sticky header is drawn where the page is scrolled to.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    if (opts.element) {
      // Clipped from the whole page shot from its top, so the sticky header is not drawn over
      // a part taller than the screen.
      const box = await opts.element.boundingBox();
      if (!box) throw new Error(`${name}: the part to shoot is not on the page`);
      await page.screenshot({ ...shot, fullPage: true, clip: box });
    } else await page.screenshot({ ...shot, fullPage });
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
  }
  await page.setViewportSize(SIZES[0][1]);
}

test('public screens', async ({ page }) => {
  await page.goto('/login');
  await snap(page, 'login', page.getByRole('heading', { name: 'Welcome back' }));

  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await snap(page, 'forgot-password-modal', page.getByRole('dialog', { name: 'Forgot Password' }), {
    fullPage: false,
  });

  await page.goto('/registeration/register');
  await snap(page, 'register', page.getByRole('heading', { level: 1, name: 'Sign Up' }));

  await page.goto('/');
  await loadWholePage(page);
  await snap(page, 'home-signed-out', page.getByRole('heading', { level: 1, name: /Care for every stage/ }));

  await page.goto('/ContactUs');
  await snap(page, 'contact-us', page.getByRole('heading', { level: 1, name: 'Contact Us' }));

  await page.goto('/quick-support');
  await page.getByRole('button', { name: 'Appointments', exact: true }).click();
  await page.getByRole('button', { name: 'Booking', exact: true }).click();
  await page.getByRole('button', { name: 'How do I book a genetic counselling session?' }).click();
  await snap(
    page,
    'quick-support',
    page.getByRole('region', { name: 'How do I book a genetic counselling session?' }),
  );

  await page.goto('/about-us');
  await snap(page, 'about-us', page.getByRole('heading', { level: 2, name: 'Who we are' }));

  await page.goto('/no-such-page');
  await snap(page, 'not-found', page.getByRole('heading', { name: "We couldn't find that page" }));
});

test('sign-up steps', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/registeration/register');
  await verifyPhone(page, phone);
  await fillSignUpDetails(page, {
    firstName: 'Sana',
    lastName: newSurname(),
    email: `sana.${phone}@example.com`,
    password: 'Secret@123',
  });
  await snap(page, 'register-step2-gender-dob', page.getByRole('heading', { name: /^Hi Sana, Please help/ }));

  await page.getByRole('radio', { name: 'Woman', exact: true }).click();
  await pickDate(page, page.getByLabel('Date of Birth'), '1996-09-12');
  await page.getByRole('button', { name: 'Next' }).click();
  await snap(page, 'register-step3-interest', page.getByRole('heading', { name: 'Select Interest' }));

  await page.getByRole('checkbox', { name: /^Pregnancy & Reproductive Wellness/ }).click();
  const stage = page.getByRole('dialog', { name: 'Your Stage' });
  await stage.getByRole('radio', { name: 'I am pregnant' }).click();
  await snap(page, 'register-step3-stage-modal', stage.getByLabel('Last menstrual period'), {
    fullPage: false,
  });
});

test('signed-in screens', async ({ page }) => {
  await signInOnce(page, demo.email, demo.password, demo.firstName);
  await snap(page, 'home-signed-in', page.getByRole('heading', { level: 1, name: `Hi ${demo.firstName}` }));

  await page.goto('/profile');
  await snap(page, 'profile', page.getByLabel('Name'));
});

// ---------- Issue 3: home, content and wellness ----------

test('pregnant home, articles and the tools', async ({ page }) => {
  await signInOnce(page, demo.email, demo.password, demo.firstName);
  const greeting = page.getByRole('heading', { level: 1, name: `Hi ${demo.firstName}` });
  await snap(page, 'home-pregnant-top', greeting, { fullPage: false });
  const tracker = page.getByRole('region', { name: 'Your pregnancy' });
  await snap(page, 'home-pregnant-tracker', tracker.getByText(/Highlights of the week/), {
    element: tracker,
  });
  await loadWholePage(page);
  await snap(page, 'home-pregnant-full', greeting);

  // Tools → the calculator's result.
  await page
    .getByRole('region', { name: 'Your Health' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  const tools = page.getByRole('dialog', { name: 'Tools' });
  await tools.getByRole('button', { name: 'Start' }).click();
  const start = isoDaysFromToday(-9);
  await pickDate(page, tools.getByLabel('First day of your last period'), start, dayMonthYear(start));
  await tools.getByRole('button', { name: 'Calculate' }).click();
  await snap(page, 'tools-calculator-result', tools.getByRole('group', { name: 'Fertile window' }), {
    fullPage: false,
  });
  await tools.getByRole('button', { name: 'Close' }).click();

  // View More → the Blogs list, then a text article.
  const block = page.getByRole('region', { name: 'Know your body, plan with confidence' });
  await scrollUntilShown(page, block);
  await block.getByRole('link', { name: 'View More' }).click();
  await snap(page, 'article-list-blogs', page.getByRole('heading', { level: 1, name: 'Blogs' }));

  await page.goto('/article/nt-scan-explained');
  await snap(page, 'article-text', page.getByRole('heading', { level: 2, name: 'When and how it is done' }));
  await page.goto('/audio/calm-breathing-for-pregnancy');
  await snap(page, 'article-audio', page.getByText('Listen to this article'));
  await page.goto('/video/your-first-trimester');
  await snap(page, 'article-video', page.getByRole('main').locator('video'));

  // Bookmarks: empty, then with one article (bookmarked through the API).
  await page.goto('/bookmark-articles');
  await snap(page, 'bookmarks-empty', page.getByText('You have no Articles Bookmarked'));
  const token = await tokenOf(page);
  const article = await apiGet<{ _id: string }>('/article/get-article-by-slug?slug=the-anomaly-scan', token);
  const { bookmarked } = await apiPost<{ bookmarked: boolean }>(
    '/article/bookmark',
    { article_id: article._id },
    token,
  );
  expect(bookmarked).toBe(true);
  await page.reload();
  await snap(page, 'bookmarks', page.getByRole('link', { name: /The Anomaly Scan/ }));
});

test('tribes, mood and the assistant', async ({ page }) => {
  await signInOnce(page, demo.email, demo.password, demo.firstName);

  // Mood tips after choosing Sad.
  await page
    .getByRole('region', { name: 'How are you feeling today?' })
    .getByRole('button', { name: 'Sad' })
    .click();
  const tips = page.getByRole('dialog', { name: 'Feeling sad' });
  await snap(page, 'mood-tips-sad', tips.getByText('Mood saved.'), { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(tips).toBeHidden();

  // The chat, a few turns in.
  await page
    .getByRole('region', { name: 'At Ease' })
    .getByRole('button', { name: /^Chat with/ })
    .click();
  const drawer = page.getByRole('dialog', { name: /^Chat With / });
  const log = drawer.getByRole('log', { name: 'Conversation' });
  const options = () => log.getByRole('group', { name: 'Choose an answer' }).last();
  await options().getByRole('button', { name: "How I'm feeling" }).click();
  await options().getByRole('button', { name: 'Anxious or worried' }).click();
  await options().getByRole('button', { name: 'A breathing exercise' }).click();
  await drawer.getByRole('textbox', { name: 'Message' }).fill('I feel anxious');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('You: I feel anxious')).toBeVisible();
  await snap(page, 'chat-drawer', options().getByRole('button', { name: 'Calm a racing mind' }), {
    fullPage: false,
  });
  await drawer.getByRole('button', { name: 'Close chat' }).click();

  // The profile with the mood chart (the demo patient's fortnight of check-ins and the one above).
  await page.goto('/profile');
  await snap(
    page,
    'profile-mood-chart',
    page.getByRole('region', { name: 'Your mood over the last 30 days' }).getByRole('img'),
  );

  // Support tribe home, its modal and the tribe articles.
  await page.goto('/support-tribe');
  await snap(
    page,
    'support-tribe',
    page.getByRole('region', { name: 'Audios for the Week' }).getByRole('link').first(),
  );
  await page.getByRole('button', { name: 'Select Tribe' }).click();
  await snap(page, 'tribe-modal', page.getByRole('dialog', { name: 'Choose Your Tribe' }), {
    fullPage: false,
  });
  await page.keyboard.press('Escape');
  await page
    .getByRole('region', { name: 'Curated for you' })
    .getByRole('link', { name: 'Read More' })
    .click();
  await snap(page, 'tribe-articles', page.getByRole('heading', { level: 1, name: 'Read Articles' }));
});

test('non-pregnant home', async ({ page }) => {
  const account = await createAccount('Naina', { interest: ['At Ease'] });
  await signInOnce(page, account.email, account.password, account.firstName);
  await expect(page.getByRole('region', { name: 'Curated for you' })).toBeVisible();
  await loadWholePage(page);
  await snap(page, 'home-not-pregnant', page.getByRole('region', { name: 'Audios for the week' }));
});
