import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { otpMessages } from '@care/contracts/auth/messages';
import { test as base, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths';
import {
  apiGet,
  bookPaidAppointment,
  createAccount,
  dayMonthYear,
  demo,
  expect,
  fillSignUpDetails,
  firstOpenSlot,
  isoDaysFromToday,
  newPhone,
  newSurname,
  pickDate,
  signInOnce,
} from './helpers';
import { waitForCode, waitForIntakeLink } from './outbox';

// WCAG 2.1 A and AA, checked by axe on every screen and every dialog of the app at phone width
// (the project's 390x844). A violation of impact serious or critical fails the test; each one is
// printed with its rule, the element and where it was seen.
//
// New screens are covered without touching this file: every fixed address in config/paths.ts is
// visited. An address with a parameter (a function in paths.ts) needs a sample below, which the
// type checker asks for. A new dialog needs a line in one of the dialog tests.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Tabs checking routes side by side. */
const TABS = 2;

// AxeBuilder's default run sends axe's 500 KB source to the page twice and finishes every run
// in a new tab: about a second a check. The app has no frames, so each page gets axe once, as
// it loads, and AxeBuilder runs it in place (legacy mode): a quarter of the time.
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js', {
    paths: [createRequire(import.meta.url).resolve('@axe-core/playwright')],
  }),
  'utf8',
);

type Paths = typeof paths;
type ParamKey = { [K in keyof Paths]: Paths[K] extends (param: string) => string ? K : never }[keyof Paths];

/** A sample value for each address with a parameter (seeded articles; ids the screens do not look up yet). */
const SAMPLE_PARAMS: Record<ParamKey, string> = {
  article: 'nt-scan-explained',
  video: 'your-first-trimester',
  audio: 'calm-breathing-for-pregnancy',
  articleListVideo: 'your-first-trimester',
  meeting: 'sample-appointment',
  intakeForm: 'sample-appointment',
  appointmentPayment: 'sample-appointment',
};

/** Screens whose address is not in paths.ts: spec routes declared in place, and the not-found screens. */
const OTHER_ROUTES = ['/non', '/consult', '/.well-known', '/no-such-page', '/article/no-such-article'];

/** The home page and its non-pregnant variant: titled with the brand alone. */
const HOMES = new Set<string>([paths.home, '/non']);

/** Screens that show nothing (no heading to wait for). */
const SHOWS_NOTHING = new Set(['/.well-known']);

function allRoutes(): string[] {
  const routes = Object.entries(paths).map(([key, value]) => {
    if (typeof value === 'string') return value;
    const sample = (SAMPLE_PARAMS as Record<string, string | undefined>)[key];
    if (sample === undefined)
      throw new Error(`paths.${key} has a parameter: give it a sample in SAMPLE_PARAMS`);
    return value(sample);
  });
  return [...new Set([...routes, ...OTHER_ROUTES])];
}

interface Finding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
  why: string;
  where: string;
}

/** Waits until no CSS transition runs (dialogs and drawers sliding or fading in): colours are final. */
async function transitionsDone(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running')
              .length,
        ),
      { timeout: 5_000, intervals: [50, 100, 200] },
    )
    .toBe(0);
}

/** Requests under way in each tab, and when that last changed (pictures and media aside). */
const traffic = new WeakMap<Page, { inflight: Set<Request>; changed: number }>();

function trackTraffic(page: Page) {
  if (traffic.has(page)) return;
  const t = { inflight: new Set<Request>(), changed: Date.now() };
  page.on('request', (request) => {
    // Pictures and media do not change what axe reads (it cannot measure text on a picture).
    if (['image', 'media', 'websocket', 'eventsource'].includes(request.resourceType())) return;
    t.inflight.add(request);
    t.changed = Date.now();
  });
  const done = (request: Request) => {
    if (t.inflight.delete(request)) t.changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, t);
}

/**
 * Waits until the tab has had no request under way for a moment. Playwright's 'networkidle'
 * is reached once per page load (later calls return at once) and always costs half a second.
 */
async function quiet(page: Page, forMs = 150) {
  const t = traffic.get(page);
  if (!t) return;
  // At most 10 s: a screen still loading then is checked as it is.
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (t.inflight.size === 0 && Date.now() - t.changed >= forMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Makes the screen as tall as its page for a moment, so parts that mount only near the viewport
 * (the home page's lower sections) are all there, then waits for their code and data.
 */
async function mountWholePage(page: Page) {
  const size = page.viewportSize();
  if (!size) return;
  let height = 0;
  for (let i = 0; i < 4; i++) {
    await quiet(page);
    const next = await page.evaluate(() => document.documentElement.scrollHeight);
    if (next <= height || next <= size.height) break;
    height = next;
    await page.setViewportSize({ width: size.width, height: Math.min(height + 1000, 30_000) });
  }
  if (height > 0) {
    await page.setViewportSize(size);
    await quiet(page);
  }
}

/**
 * The page's markup without its words: elements, roles, classes (less Mantine's per-render
 * ones) and inline styles. Screens built from one component with other words (the "coming
 * soon" screens) come out the same.
 */
function markupShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shape = (el: Element): string => {
      const classes = Array.from(el.classList)
        .filter((c) => !c.startsWith('__m__'))
        .join('.');
      const attrs = ['role', 'style', 'type', 'tabindex', 'aria-hidden'].map((a) => el.getAttribute(a) ?? '');
      return `${el.tagName}.${classes}[${attrs.join('|')}](${Array.from(el.children).map(shape).join('')})`;
    };
    return shape(document.body);
  });
}

class AxeReport {
  readonly findings: Finding[] = [];
  readonly checked: string[] = [];
  private readonly shapes = new Map<string, string>();

  constructor(private readonly testInfo: TestInfo) {}

  /**
   * Runs axe on the page as it is now; `where` names the screen or dialog. A screen whose markup
   * (words aside) is the same as one checked before is not checked again: it would find the same.
   */
  async check(page: Page, where: string) {
    await transitionsDone(page);
    const shape = await markupShape(page);
    const twin = this.shapes.get(shape);
    if (twin) {
      this.checked.push(`${where} (same markup as ${twin})`);
      return;
    }
    this.shapes.set(shape, where);
    const results = await new AxeBuilder({ page, axeSource: 'void 0' })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      // After options(), which replaces them all. Experimental rules too (label-content-name-mismatch
      // is one), kept below only where they belong to WCAG.
      .withTags([...WCAG_TAGS, 'experimental'])
      .analyze();
    this.checked.push(where);
    for (const v of results.violations) {
      if (!FAILING_IMPACTS.has(v.impact ?? '') || !v.tags.some((tag) => WCAG_TAGS.includes(tag))) continue;
      for (const node of v.nodes)
        this.findings.push({
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          target: node.target.map(String).join(' >> '),
          html: node.html.replace(/\s+/g, ' ').slice(0, 160),
          why: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
          where,
        });
    }
  }

  /** Fails with every finding, one line each, grouped by rule and element. */
  async assertClean() {
    const grouped = new Map<string, { f: Finding; where: string[] }>();
    for (const f of this.findings) {
      const key = `${f.rule} ${f.target}`;
      const entry = grouped.get(key) ?? { f, where: [] };
      if (!entry.where.includes(f.where)) entry.where.push(f.where);
      grouped.set(key, entry);
    }
    const lines = [...grouped.values()].map(
      ({ f, where }) =>
        `[${f.impact}] ${f.rule} (${f.help})\n    at ${f.target}\n    ${f.html}\n    ${f.why}\n    on ${where.join(', ')}`,
    );
    await this.testInfo.attach('axe', {
      body: JSON.stringify({ checked: this.checked, findings: this.findings }, null, 2),
      contentType: 'application/json',
    });
    expect(lines, `axe (${WCAG_TAGS.join(', ')}) on ${this.checked.length} screens and dialogs`).toEqual([]);
  }
}

/** Opens an address and waits for its screen: loaded, its heading shown, lazy parts mounted. */
async function visit(page: Page, route: string) {
  trackTraffic(page);
  await page.goto(route);
  if (!SHOWS_NOTHING.has(route)) await expect(page.locator('h1').first()).toBeVisible();
  // Sent elsewhere (a visitor to sign in, a patient home): that screen is checked on its own.
  if (pathOf(page) !== new URL(route, page.url()).pathname) return;
  await mountWholePage(page);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Shows a dialog (or any floating part) and checks the page with it open. */
async function checkOpen(page: Page, report: AxeReport, where: string, shown: Locator) {
  await expect(shown).toBeVisible();
  // Colours are read only once what was opened is fully opaque: a Mantine transition starts a
  // frame after the dialog mounts, so for that frame no CSS transition is running yet and its
  // title and buttons are translucent (axe read 'Slot held' at 1.28:1 once in CI).
  await expect
    .poll(
      () =>
        shown.evaluate((el) => {
          for (let e: Element | null = el; e; e = e.parentElement)
            if (Number.parseFloat(getComputedStyle(e).opacity) < 1) return false;
          return true;
        }),
      { timeout: 5_000, intervals: [50, 100, 200] },
    )
    .toBe(true);
  await report.check(page, where);
  // A dialog's own header is no second page banner (axe's best-practice rule, checked here).
  expect(await page.getByRole('banner').count(), `${where}: banner landmarks`).toBeLessThanOrEqual(1);
}

/** `test` with `axe`: a report the test adds checks to, asserted clean when the test ends. */
const test = base.extend<{ axe: AxeReport }>({
  axe: async ({ page }, use, testInfo) => {
    await page.context().addInitScript({ content: AXE_SOURCE });
    const report = new AxeReport(testInfo);
    await use(report);
    await report.assertClean();
  },
});

test.describe.configure({ timeout: 90_000 });

/**
 * Runs `visitEach` over the routes in a few tabs of the page's context at once (same session),
 * so the screens' loading and axe's work overlap.
 */
async function inTabs(page: Page, routes: string[], visitEach: (tab: Page, route: string) => Promise<void>) {
  const queue = [...routes];
  const tabs = [
    page,
    ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage()))),
  ];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) await visitEach(tab, route);
    }),
  );
  for (const tab of tabs) if (tab !== page) await tab.close();
}

/** The brand, as the server names it (BRAND_NAME, through /api/config). */
async function brandName(): Promise<string> {
  return (await apiGet<{ brand: { name: string } }>('/config')).brand.name;
}

/**
 * Tab titles follow one scheme (2.4.2 Page Titled): '<Page> | <Brand>', or the brand alone on
 * the home page. Returns what is wrong, if anything.
 */
async function titleProblem(page: Page, route: string, brand: string): Promise<string | null> {
  if (SHOWS_NOTHING.has(route)) return null;
  const right = (title: string) =>
    HOMES.has(route) ? title === brand : title.endsWith(` | ${brand}`) && title !== ` | ${brand}`;
  // The brand comes with /api/config, which may still be on its way on a screen without a header.
  const until = Date.now() + 3_000;
  let title = await page.title();
  while (!right(title) && Date.now() < until) {
    await page.waitForTimeout(100);
    title = await page.title();
  }
  return right(title) ? null : `${route}: "${title}"`;
}

test('every screen, as a visitor', async ({ page, axe: report }) => {
  // Some forty routes, each loaded and checked by axe: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const brand = await brandName();
  const titles: string[] = [];
  await inTabs(page, allRoutes(), async (tab, route) => {
    await visit(tab, route);
    // A screen for patients sends a visitor to sign in; the sign-in screen is checked on its own.
    if (route !== paths.login && pathOf(tab) === paths.login) return;
    await report.check(tab, `${route} (visitor)`);
    const problem = await titleProblem(tab, route, brand);
    if (problem) titles.push(problem);
  });
  expect(titles, `tab titles are '<Page> | ${brand}' (or '${brand}' at home)`).toEqual([]);
});

test('every screen, as the demo patient', async ({ page, axe: report }) => {
  // Some forty routes, each loaded and checked by axe: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const brand = await brandName();
  const titles: string[] = [];
  await signInOnce(page, demo.email, demo.password, demo.firstName);
  await inTabs(page, allRoutes(), async (tab, route) => {
    await visit(tab, route);
    // Sign-in and sign-up send a signed-in patient home, which is checked on its own.
    if (route !== paths.home && pathOf(tab) === paths.home) return;
    await report.check(tab, `${route} (patient)`);
    const problem = await titleProblem(tab, route, brand);
    if (problem) titles.push(problem);
  });
  expect(titles, `tab titles are '<Page> | ${brand}' (or '${brand}' at home)`).toEqual([]);
});

test("a visitor's dialogs and form messages", async ({ page, axe: report }) => {
  // Sign-in: every field message, then Forgot Password and its messages.
  await visit(page, paths.login);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a email id/phone number')).toBeVisible();
  await report.check(page, 'login, field messages');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await checkOpen(page, report, 'Forgot Password dialog', forgot);
  await forgot.getByLabel('Phone number').fill('12345');
  await forgot.getByLabel('Phone number').blur();
  await checkOpen(
    page,
    report,
    'Forgot Password dialog, field message',
    forgot.getByText('Please enter valid phone number'),
  );
  await page.keyboard.press('Escape');

  // The phone menu.
  await visit(page, paths.home);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await checkOpen(page, report, 'menu drawer (visitor)', page.getByRole('dialog', { name: 'Menu' }));
  await page.keyboard.press('Escape');

  // Tools: the ovulation calculator's form, its calendar, its result.
  await page
    .getByRole('region', { name: 'Your Health' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  const tools = page.getByRole('dialog', { name: 'Tools' });
  await checkOpen(page, report, 'Tools dialog', tools.getByRole('button', { name: 'Start' }));
  await tools.getByRole('button', { name: 'Start' }).click();
  const firstDay = tools.getByLabel('First day of your last period');
  await checkOpen(page, report, 'Tools dialog, calculator form', firstDay);
  await firstDay.click();
  await checkOpen(page, report, 'Tools dialog, calendar', page.locator('[data-dates-dropdown]'));
  await firstDay.click();
  await expect(page.locator('[data-dates-dropdown]')).toBeHidden();
  const start = isoDaysFromToday(-10);
  await pickDate(page, firstDay, start, dayMonthYear(start));
  await tools.getByRole('button', { name: 'Calculate' }).click();
  await checkOpen(page, report, 'Tools dialog, result', tools.getByRole('group', { name: 'Fertile window' }));
  await tools.getByRole('button', { name: 'Close' }).click();

  // The footer's policies.
  for (const policy of ['Privacy Policy', 'Cookie Policy']) {
    await page.getByRole('contentinfo').getByRole('button', { name: policy }).click();
    await checkOpen(page, report, `${policy} dialog`, page.getByRole('dialog', { name: policy }));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: policy })).toBeHidden();
  }

  // Contact Us: the field messages, then the thank-you dialog.
  await visit(page, paths.contactUs);
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await checkOpen(page, report, 'Contact Us, field messages', form.getByText('Please enter full name'));
  await form.getByLabel('Full Name').fill('Asha Rao');
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Email ID').fill('asha.rao@example.com');
  await form.getByRole('button', { name: 'Submit' }).click();
  await checkOpen(page, report, 'enquiry sent dialog', page.getByRole('dialog', { name: 'Thank you' }));
  await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'OK' }).click();

  // Quick Support with a question open.
  await visit(page, paths.quickSupport);
  await page.getByRole('button', { name: 'Appointments', exact: true }).click();
  await page.getByRole('button', { name: 'Booking', exact: true }).click();
  await page.getByRole('button', { name: 'How do I book a genetic counselling session?' }).click();
  await checkOpen(
    page,
    report,
    'Quick Support, an answer open',
    page.getByRole('region', { name: 'How do I book a genetic counselling session?' }),
  );
});

test('sign-up: its steps, messages and dialogs', async ({ page, axe: report }) => {
  await visit(page, paths.register);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await report.check(page, 'sign-up, nothing filled in');

  // A registered phone: the go-to-sign-in prompt.
  await page.getByLabel('Phone number').fill(demo.phone);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const already = page.getByRole('dialog', { name: 'Patient already present please Sign In' });
  await checkOpen(page, report, 'already registered dialog', already);
  await already.getByRole('button', { name: 'No' }).click();

  // A new phone whose validation says a lab record exists: the OTP dialog, then Link with Patient ID.
  await page.route('**/patient/validate-otp', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    await route.fulfill({ response, json: { ...json, message: otpMessages.validatedLinkPatient } });
  });
  const phone = newPhone();
  await page.getByLabel('Phone number').fill(phone);
  const since = new Date();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const otp = page.getByRole('dialog', { name: 'OTP Verification' });
  await checkOpen(page, report, 'OTP Verification dialog', otp);
  const code = await waitForCode(phone, since);
  for (const [i, digit] of [...code].entries()) await otp.getByLabel(`OTP digit ${i + 1} of 5`).fill(digit);
  await otp.getByRole('button', { name: 'Verify OTP' }).click();
  const link = page.getByRole('dialog', { name: 'Link with Patient ID' });
  await expect(link).toBeVisible();
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  await checkOpen(
    page,
    report,
    'Link with Patient ID dialog, field message',
    link.getByText('Please input Patient ID!'),
  );
  await page.unroute('**/patient/validate-otp');
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();

  // The details, step 2 with its message, step 3 with the Your Stage dialog, the account dialog.
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await report.check(page, 'sign-up, field messages');
  await fillSignUpDetails(page, {
    firstName: 'Tara',
    lastName: newSurname(),
    email: `tara.${phone}@example.com`,
    password: 'Secret@123',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await checkOpen(page, report, 'sign-up step 2, field message', page.getByText('Please enter your gender'));
  await page.getByRole('radio', { name: 'Woman', exact: true }).click();
  await pickDate(page, page.getByLabel('Date of Birth'), '1995-04-20');
  await page.getByRole('button', { name: 'Next' }).click();
  await checkOpen(page, report, 'sign-up step 3', page.getByRole('heading', { name: 'Select Interest' }));
  await page.getByRole('checkbox', { name: /^Pregnancy & Reproductive Wellness/ }).click();
  const stage = page.getByRole('dialog', { name: 'Your Stage' });
  await stage.getByRole('radio', { name: 'I am pregnant' }).click();
  await stage.getByRole('button', { name: 'Save' }).click();
  await checkOpen(
    page,
    report,
    'Your Stage dialog, field message',
    stage.getByText('Please Select LMP Date'),
  );
  await stage.getByRole('radio', { name: 'I am trying to get pregnant' }).click();
  await stage.getByRole('button', { name: 'Save' }).click();
  await expect(stage).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  const created = page.getByRole('dialog').filter({ hasText: 'Your account has been successfully created' });
  await checkOpen(page, report, 'account created dialog', created);
});

test("a patient's dialogs", async ({ page, axe: report }) => {
  await signInOnce(page, demo.email, demo.password, demo.firstName);

  // The account menu and the sign-out question.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await checkOpen(page, report, 'account menu', page.getByRole('menu'));
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const signOut = page.getByRole('dialog', { name: 'Sign out' });
  await checkOpen(page, report, 'sign-out dialog', signOut);
  await signOut.getByRole('button', { name: 'Cancel' }).click();
  await expect(signOut).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await checkOpen(page, report, 'menu drawer (patient)', page.getByRole('dialog', { name: 'Menu' }));
  await page.keyboard.press('Escape');

  // Mood tips, the chat, the tools.
  await page
    .getByRole('region', { name: 'How are you feeling today?' })
    .getByRole('button', { name: 'Sad' })
    .click();
  const tips = page.getByRole('dialog', { name: 'Feeling sad' });
  await checkOpen(page, report, 'mood tips dialog', tips.getByText('Mood saved.'));
  await page.keyboard.press('Escape');
  await expect(tips).toBeHidden();

  await page
    .getByRole('region', { name: 'At Ease' })
    .getByRole('button', { name: /^Chat with/ })
    .click();
  const chat = page.getByRole('dialog', { name: /^Chat With / });
  const log = chat.getByRole('log', { name: 'Conversation' });
  await log.getByRole('group', { name: 'Choose an answer' }).last().getByRole('button').first().click();
  await checkOpen(page, report, 'chat drawer', log.getByRole('group', { name: 'Choose an answer' }).last());
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();

  // The tribe choice and the share dialog.
  await visit(page, paths.supportTribe);
  await page.getByRole('button', { name: 'Select Tribe' }).click();
  const tribes = page.getByRole('dialog', { name: 'Choose Your Tribe' });
  await checkOpen(page, report, 'Choose Your Tribe dialog', tribes);
  await page.keyboard.press('Escape');
  await expect(tribes).toBeHidden();

  await visit(page, paths.article(SAMPLE_PARAMS.article));
  // No Web Share in this browser: Share opens the copy-link dialog.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: /Share/ });
  await checkOpen(page, report, 'share dialog', share);
  await page.keyboard.press('Escape');

  // Profile: the picture dialog, then the form's messages.
  await visit(page, paths.profile);
  await page.getByRole('button', { name: 'Change picture' }).click();
  const picture = page.getByRole('dialog', { name: 'Profile picture' });
  await checkOpen(page, report, 'profile picture dialog', picture);
  await page.keyboard.press('Escape');
  await expect(picture).toBeHidden();
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await checkOpen(page, report, 'profile, field message', page.getByText('Required', { exact: true }));
});

test('booking: the slot picker, the booking form and the checkout dialogs', async ({ page, axe: report }) => {
  await signInOnce(page, demo.email, demo.password, demo.firstName);
  // Ms. Ananya Iyer (MHC), seeded with a fixed id.
  await visit(page, `${paths.doctorAppoint}?id=7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001&type=mhc`);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const noSlot = page.getByRole('dialog', { name: 'Time slot' });
  await checkOpen(page, report, 'no-slot dialog', noSlot);
  await noSlot.getByRole('button', { name: 'Ok' }).click();
  const slot = await firstOpenSlot(page);
  await slot.click();
  await report.check(page, 'slot picker, a slot chosen');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const held = page.getByRole('dialog', { name: 'Slot held' });
  await checkOpen(page, report, 'slot held dialog', held);
  await held.getByRole('button', { name: 'Ok' }).click();

  const form = page.getByRole('form', { name: 'Consultation booking' });
  await form.getByRole('button', { name: /^Pay/ }).click();
  await checkOpen(
    page,
    report,
    'booking form, field messages',
    form.getByText('Please select counselling type'),
  );
  await form.getByRole('button', { name: 'terms & conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms & Conditions' });
  await checkOpen(page, report, 'booking terms dialog', terms);
  await page.keyboard.press('Escape');
  await form.getByRole('radio', { name: /^Self ₹/ }).check();
  await form.getByLabel('I confirm I am 18 years of age or above').check();
  await form.getByLabel(/I accept the/).check();
  await form.getByRole('button', { name: /^Pay/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout (sandbox)' });
  await checkOpen(page, report, 'sandbox checkout dialog', checkout);
  await page.keyboard.press('Escape');
  const failed = page.getByRole('dialog', { name: 'Payment Failed' });
  await checkOpen(page, report, 'payment failed dialog', failed);
  await failed.getByRole('button', { name: 'OK' }).click();
});

// ---------- Keyboard and touch ----------

test('appointments: the lists, the details and their dialogs', async ({ page, axe: report }) => {
  await signInOnce(page, demo.email, demo.password, demo.firstName);
  await visit(page, paths.appointments);
  await report.check(page, 'upcoming appointments');
  await page.getByRole('tab', { name: 'Past Appointments' }).click();
  await checkOpen(page, report, 'past appointments', page.getByRole('article').first());
  // The older past consultation: shared reports and a review form.
  await page
    .getByRole('article')
    .last()
    .getByRole('link', { name: /^View Appointment/ })
    .click();
  await checkOpen(
    page,
    report,
    'a past appointment',
    page.getByRole('heading', { name: 'Appointment Details' }),
  );
  await page.getByRole('button', { name: /^Shared Reports/ }).click();
  await checkOpen(
    page,
    report,
    'shared reports dialog',
    page.getByRole('dialog', { name: 'Shared Reports' }),
  );
  await page.keyboard.press('Escape');
  const addReview = page.getByRole('button', { name: 'Add Review' });
  if (await addReview.count()) {
    await addReview.click();
    const review = page.getByRole('dialog', { name: 'Add Review' });
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await checkOpen(page, report, 'review dialog, its message', review.getByRole('alert'));
    await page.keyboard.press('Escape');
  }
  await visit(page, paths.appointments);
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^View Appointment/ })
    .click();
  const cancel = page.getByRole('button', { name: 'Cancel Booking' });
  await checkOpen(page, report, 'an upcoming appointment', cancel);
  if (await cancel.isEnabled()) {
    await cancel.click();
    await checkOpen(page, report, 'cancel dialog', page.getByRole('dialog', { name: 'Cancel Booking' }));
    await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'No' }).click();
  }
});

test('the intake form by link: both variants and their messages', async ({ page, axe: report }) => {
  const account = await createAccount('Axe');
  for (const [doctor, type] of [
    ['7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1002', 'gc'],
    ['7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001', 'mhc'],
  ] as const) {
    const booked = await bookPaidAppointment(account, doctor, type);
    await visit(page, await waitForIntakeLink(account.phone, booked.appointmentNo));
    const form = page.getByRole('form', { name: 'Patient intake form' });
    await form.getByLabel('Phone number').fill('12345');
    await form.getByRole('button', { name: 'Submit' }).click();
    await checkOpen(
      page,
      report,
      `${type} intake form, its messages`,
      form.getByText('Phone number is not valid'),
    );
  }
});

test('closing the tools, the mood tips or the chat with Esc gives focus back to what opened it', async ({
  page,
}) => {
  await signInOnce(page, demo.email, demo.password, demo.firstName);
  const home = page.getByRole('main');

  const tools = home.getByRole('region', { name: 'Your Health' }).getByRole('button', { name: /^Tools/ });
  const toolsDialog = page.getByRole('dialog', { name: 'Tools' });
  // The first time (its code downloads then), then again; by mouse, then by keyboard.
  await tools.click();
  await expect(toolsDialog.getByRole('button', { name: 'Start' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toolsDialog).toBeHidden();
  await expect(tools).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toolsDialog.getByRole('button', { name: 'Start' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toolsDialog).toBeHidden();
  await expect(tools).toBeFocused();

  const sad = home.getByRole('region', { name: 'How are you feeling today?' }).getByRole('button', {
    name: 'Sad',
  });
  await sad.click();
  const tips = page.getByRole('dialog', { name: 'Feeling sad' });
  await expect(tips.getByText('Mood saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tips).toBeHidden();
  await expect(sad).toBeFocused();

  const chatTile = home.getByRole('region', { name: 'At Ease' }).getByRole('button', { name: /^Chat with/ });
  const chat = page.getByRole('dialog', { name: /^Chat With / });
  await chatTile.click();
  await expect(chat.getByRole('group', { name: 'Choose an answer' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(chatTile).toBeFocused();
});

/** Height and width of what `target` draws, in CSS pixels. */
async function sizeOf(target: Locator): Promise<{ width: number; height: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on the screen`);
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

test('tap targets at 390 px are at least 44 px tall: menu, footer links, phone and e-mail links, Verify', async ({
  page,
}) => {
  expect(page.viewportSize()?.width).toBe(390);
  await page.goto(paths.home);
  const menu = page.getByRole('button', { name: 'Open menu' });
  expect(await sizeOf(menu)).toEqual({ width: 44, height: 44 });

  const footer = page.getByRole('contentinfo');
  const links = footer.locator('a, button');
  const small: string[] = [];
  for (const link of await links.all()) {
    const { height, width } = await sizeOf(link);
    if (height < 44)
      small.push(
        `${(await link.textContent()) || (await link.getAttribute('aria-label'))}: ${width}x${height}`,
      );
  }
  expect(small, 'footer links, the phone and e-mail links, the policy and social buttons').toEqual([]);
  for (const scheme of ['tel:', 'mailto:'])
    expect((await sizeOf(footer.locator(`a[href^="${scheme}"]`))).height).toBeGreaterThanOrEqual(44);

  // Contact Us repeats the phone and e-mail beside its form.
  await page.goto(paths.contactUs);
  const card = page.getByRole('main');
  for (const scheme of ['tel:', 'mailto:'])
    expect((await sizeOf(card.locator(`a[href^="${scheme}"]`))).height).toBeGreaterThanOrEqual(44);

  await page.goto(paths.register);
  const verify = page.getByRole('button', { name: 'Verify', exact: true });
  const { height, width } = await sizeOf(verify);
  expect(height).toBeGreaterThanOrEqual(44);
  expect(width).toBeGreaterThanOrEqual(44);
});
