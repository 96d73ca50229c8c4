import { expect, type Locator, test } from '@playwright/test';
import { demo, signIn, signInOnce } from './helpers';

/** The top navigation of spec section 2, in order. */
const NAV = [
  ['Home', '/'],
  ['AtEase', '/#ease'],
  ['Your Health', '/#health'],
  ['Your Profile', '/profile'],
  ['Consult an Expert', '/consultation'],
  ['Appointments', '/Appointments'],
  ['Help', '/quick-support'],
] as const;

async function navLinks(scope: Locator) {
  const links = scope.getByRole('link');
  await expect(links).toHaveCount(NAV.length);
  return links.evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
}

test('at phone width the burger opens the navigation drawer', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const burger = header.getByRole('button', { name: 'Open menu' });
  await expect(burger).toBeVisible();
  await burger.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect(await navLinks(drawer.getByRole('navigation', { name: 'Main' }))).toEqual(NAV);
  // A visitor also gets the way in.
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign Up' })).toBeVisible();

  await drawer.getByRole('link', { name: 'Help' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/quick-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Support' })).toBeVisible();
});

test('at desktop width the links sit in the header and the burger is gone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  expect(await navLinks(nav)).toEqual(NAV);
  for (const [label] of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await nav.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL('/quick-support');
  await expect(nav.getByRole('link', { name: 'Help', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('a signed-in patient can sign out from the phone menu', async ({ page }) => {
  await signIn(page, demo.email, demo.password, demo.firstName);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByText(`${demo.firstName} ${demo.lastName}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await expect(confirm).toContainText('Are you sure you want to sign out?');
  // Cancel keeps the session.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${demo.firstName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Care for every stage/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the AtEase link from another page lands on the At Ease heading, under the header', async ({ page }) => {
  // Signed in: the tracker and the lists above the section fill in after the page arrives.
  await signInOnce(page, demo.email, demo.password, demo.firstName);
  await page.goto('/ContactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'AtEase' }).click();
  await expect(page).toHaveURL('/#ease');

  const heading = page.getByRole('heading', { level: 2, name: 'At Ease' });
  const headerBottom = async () => (await page.getByRole('banner').boundingBox())!.height;
  // The section's top sits 88 px down (its scroll-margin), just below the 72 px header.
  const underHeader = async () => {
    const box = await heading.boundingBox();
    const top = await headerBottom();
    return box !== null && box.y >= top && box.y <= top + 48;
  };
  await expect.poll(underHeader, { timeout: 10_000 }).toBe(true);
  // And it stays there once everything above has loaded.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await underHeader()).toBe(true);
});

test.describe('Content Security Policy', () => {
  test('no page breaks its own policy', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    // Violations are also reported as DOM events, whatever the console says.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(
          `Refused (CSP event): ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${location.pathname} ${e.disposition}`,
        );
      });
    });

    const visit = async (url: string, heading: string | RegExp) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    await visit('/login', 'Welcome back');
    await visit('/', /Care for every stage/);
    await visit('/ContactUs', 'Contact Us');
    await visit('/quick-support', 'Quick Support');
    await visit('/about-us', 'About Us');
    await signIn(page, demo.email, demo.password, demo.firstName);
    await page.waitForLoadState('networkidle');
    await visit('/profile', 'Edit Profile');

    const csp = problems.filter((p) => /Content Security Policy|Refused/i.test(p));
    expect(csp).toEqual([]);
  });
});
