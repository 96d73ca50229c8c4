import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { waitForCode } from './outbox';

export const API = `http://127.0.0.1:${E2E_PORT}/api`;

/** The seeded demo patient (apps/api/src/seed/demo-patients.ts). */
export const demo = {
  phone: '9876543210',
  email: 'demo@example.com',
  password: 'Demo@1234',
  firstName: 'Ananya',
  lastName: 'Sharma',
} as const;

/** The seeded lab patient who has no app account yet. */
export const labPatient = {
  phone: '9123456780',
  patientId: 'P-100001',
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya.nair@example.com',
  dob: '22-08-1991',
} as const;

/**
 * A phone number no other test uses: every sign-up needs its own (the API allows one code per
 * phone every 30 seconds and five an hour). 90000xxxxx is not seeded.
 */
export function newPhone(): string {
  return `90000${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
}

/** Letters only (sign-up names must be alphabetic), different on every call. */
export function newSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let s = '';
  for (let i = 0; i < 6; i++) s += letters[Math.floor(Math.random() * letters.length)];
  return `${s[0]!.toUpperCase()}${s.slice(1)}`;
}

export interface Account {
  phone: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

interface Envelope<T> {
  status: number;
  statusCode: number;
  message: string;
  data: T;
}

async function post<T>(route: string, body: unknown, bearer?: string): Promise<Envelope<T>> {
  const res = await fetch(`${API}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${json.message}`);
  return json;
}

/** Registration fields a test may change (the rest are a plain At Ease patient's). */
export interface RegistrationOverrides {
  gender: 'male' | 'female' | 'trans' | 'non-binary' | 'other';
  dob: string;
  interest: string[];
  tribe: string[];
  conceive_status: string | null;
  lmp: string | null;
  lmp_as_of: string | null;
}

/**
 * Creates a patient account straight through the API (send-otp, the code from the SMS outbox,
 * validate-otp, register), for tests that need an account of their own to change.
 */
export async function createAccount(
  firstName = 'Kavya',
  overrides: Partial<RegistrationOverrides> = {},
): Promise<Account & { token: string }> {
  const phone = newPhone();
  const account: Account = {
    phone,
    email: `${firstName.toLowerCase()}.${phone}@example.com`,
    password: 'Start@1234',
    firstName,
    lastName: newSurname(),
  };
  const since = new Date();
  const sent = await post<{ token: string }>('/patient/send-otp', { phone });
  const otp = await waitForCode(phone, since);
  const verified = await post<{ token: string }>('/patient/validate-otp', {
    phone,
    otp,
    token: sent.data.token,
  });
  const registered = await post<{ token: string }>(
    '/patient/auth/register',
    {
      name: `${account.firstName} ${account.lastName}`,
      fname: account.firstName,
      lname: account.lastName,
      phone,
      email: account.email,
      password: account.password,
      gender: 'female',
      dob: '1995-06-15',
      interest: ['At Ease'],
      tribe: [],
      conceive_status: null,
      lmp: null,
      lmp_as_of: null,
      patient_id: null,
      ...overrides,
    },
    verified.data.token,
  );
  return { ...account, token: registered.data.token };
}

/** Signs in on /login as a patient would; does not wait for where the app goes next. */
export async function submitSignIn(page: Page, username: string, password: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('E-mail or phone number').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in and waits for the home page's greeting. */
export async function signIn(page: Page, username: string, password: string, firstName: string) {
  await submitSignIn(page, username, password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${firstName}` })).toBeVisible();
}

/** Header account menu, Sign out, the spec's question, OK: back to a signed-out page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await expect(confirm).toContainText('Are you sure you want to sign out?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
}

/**
 * Step 1 of sign-up up to a verified phone: number, Verify, the 5-digit code from the outbox
 * in the OTP Verification modal, Verify OTP.
 */
export async function verifyPhone(page: Page, phone: string) {
  await page.getByLabel('Phone number').fill(phone);
  const since = new Date();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const otpModal = page.getByRole('dialog', { name: 'OTP Verification' });
  await expect(otpModal).toBeVisible();
  const code = await waitForCode(phone, since);
  expect(code).toMatch(/^\d{5}$/);
  for (const [i, digit] of [...code].entries())
    await otpModal.getByLabel(`OTP digit ${i + 1} of 5`).fill(digit);
  await otpModal.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(otpModal).toBeHidden();
}

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Step 1 after the phone is verified: names, e-mail, passwords, Sign Up. */
export async function fillSignUpDetails(page: Page, d: SignUpDetails) {
  await page.getByLabel('First name').fill(d.firstName);
  await page.getByLabel('Last name').fill(d.lastName);
  await page.getByLabel('E-mail', { exact: true }).fill(d.email);
  await page.getByLabel('Password', { exact: true }).fill(d.password);
  await page.getByLabel('Confirm password').fill(d.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** YYYY-MM-DD of `days` from today (negative for the past), in the browser's calendar. */
export function isoDaysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** DD-MM-YYYY, the way the date inputs show a date. */
export function shown(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

/**
 * Picks a date in a Mantine date picker input the way a patient does: open it, walk to the
 * year and month (by decade, year and month levels or the month arrows), click the day.
 * `expected` is how the field then shows the date (DD-MM-YYYY unless that input formats it otherwise).
 */
export async function pickDate(page: Page, field: Locator, iso: string, expected: string = shown(iso)) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  await field.click();
  const dropdown = page.locator('[data-dates-dropdown]');
  await expect(dropdown).toBeVisible();
  const day = dropdown.getByRole('button', { name: `${d} ${month} ${y}`, exact: true });

  if (await dropdown.locator('[data-decade-level]').isVisible()) {
    // Opened on years: step decades until the year shows, then year, then month.
    const year = dropdown.getByRole('button', { name: String(y), exact: true });
    for (let i = 0; i < 20 && !(await year.isVisible()); i++) {
      const header = (await dropdown.locator('[data-decade-level] [data-static]').textContent()) ?? '';
      const start = Number(header.slice(0, 4));
      await dropdown.locator(`button[data-direction="${y < start ? 'previous' : 'next'}"]`).click();
    }
    await year.click();
    await dropdown.getByRole('button', { name: month.slice(0, 3), exact: true }).click();
  } else {
    // Opened on a month: step months with the arrows until the day is there.
    const target = y * 12 + (m - 1);
    for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
      const label =
        (await dropdown
          .locator('[data-month-level] button[data-mantine-stop-propagation]:not([data-direction])')
          .first()
          .textContent()) ?? '';
      const [name, year] = label.trim().split(' ');
      const shownMonth = Number(year) * 12 + MONTHS.indexOf(name ?? '');
      await dropdown.locator(`button[data-direction="${target < shownMonth ? 'previous' : 'next'}"]`).click();
    }
  }
  await day.click();
  await expect(dropdown).toBeHidden();
  await expect(field).toHaveText(expected);
}

/** A real 2x2 PNG (red, green, blue, white pixels) written to a temp folder; returns its path. */
export function writeTinyPng(): string {
  return writePng(2);
}

/**
 * A real `size` x `size` PNG in four quarters (red, green, blue, white) written to a temp folder;
 * returns its path.
 */
export function writePng(size: number, name = 'me.png'): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); // width
  ihdr.writeUInt32BE(size, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  // Each row: filter byte 0, then RGB triplets.
  const quarters = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
    [255, 255, 255],
  ];
  const half = size / 2;
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push(...quarters[(y < half ? 0 : 2) + (x < half ? 0 : 1)]!);
  }
  const pixels = Buffer.from(rows);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'care-e2e-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, png);
  return file;
}

/** The decoded width of an <img>: 0 while it loads or when it is broken or blocked. */
export function naturalWidth(img: Locator): Promise<number> {
  return img.evaluate((el) => (el as HTMLImageElement).naturalWidth);
}

// ---------- Issue 3: content and wellness ----------

/**
 * `test` for the content screens: besides the usual fixtures it fails the test when the page
 * logs an error, throws, or breaks its Content Security Policy (violations are also caught as
 * DOM events, whatever the console says), so every screen a test visits is checked for both.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        const text = msg.text();
        if (
          msg.type() === 'error' ||
          (msg.type() === 'warning' && /Content Security Policy|Refused/i.test(text))
        )
          problems.push(`${msg.type()}: ${text} (${page.url()})`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message} (${page.url()})`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `Refused (CSP event): ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${location.pathname}`,
          );
        });
      });
      await use(problems);
      expect(problems, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** GET on the API (optionally as a patient); throws on an error answer. Returns `data`. */
/**
 * Forgets the console lines Chromium writes for refusals a test provokes on purpose (the API
 * answers them with real HTTP statuses); any other problem still fails the test.
 */
export function allowRefusals(problems: string[], statuses: number[]) {
  const refusal = new RegExp(`status of (${statuses.join('|')}) `);
  problems.splice(0, problems.length, ...problems.filter((p) => !refusal.test(p)));
}

/** Clicks through the strip (and the next weeks) until a day has a slot to choose; answers it. */
export async function firstOpenSlot(page: Page) {
  const slots = page.getByRole('radiogroup', { name: 'Time slot' });
  for (let week = 0; week < 3; week++) {
    const days = page.getByRole('radiogroup', { name: 'Consultation date' }).getByRole('radio');
    for (let i = 0; i < (await days.count()); i++) {
      await days.nth(i).click();
      await expect(page.getByLabel('Loading slots')).toHaveCount(0);
      const open = slots.locator('button:not([disabled])');
      if ((await open.count()) > 0) return open.first();
    }
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  throw new Error('no open slot in three weeks');
}

export async function apiGet<T>(route: string, bearer?: string): Promise<T> {
  const res = await fetch(`${API}${route}`, {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${json.message}`);
  return json.data;
}

/** POST on the API as a patient; returns `data`. */
export async function apiPost<T>(route: string, body: unknown, bearer: string): Promise<T> {
  return (await post<T>(route, body, bearer)).data;
}

/** The seeded demo patient's pregnancy week and tribes, as the API works them out today. */
export async function profileOf(token: string): Promise<{ week: number; tribe: string[]; gender: string }> {
  return apiGet('/patient/profile', token);
}

export interface PregnancyWeekData {
  week: number;
  baby: { highlights_of_the_week: string[]; precautions: string[]; recommendation_for_you: string[] };
  mom: { highlights_of_the_week: string[]; precautions: string[]; recommendation_for_you: string[] };
  size: string;
  days_left_for_delivery: number;
}

/**
 * One week of the tracker as the API serves it (the answer is an array; its first item). With
 * the patient's token the days left for her own week count from today, as on her page.
 */
export async function pregnancyWeek(week: number, token?: string): Promise<PregnancyWeekData> {
  const data = await apiGet<PregnancyWeekData[]>(`/pregnancy-highlights/app-list?week=${week}`, token);
  return data[0]!;
}

/** Sessions of this run, by username: a patient signs in on the page once, later tests reuse it. */
const sessions = new Map<string, Record<string, string>>();

/**
 * Signs in like signIn() the first time for this username; after that puts the stored session
 * back into localStorage (the sign-in API allows 20 tries a minute from one address, and the
 * suite signs in often). Lands on the home page with the greeting shown either way.
 */
export async function signInOnce(page: Page, username: string, password: string, firstName: string) {
  const saved = sessions.get(username);
  if (saved) {
    // Any page of the site will do to reach its localStorage; /about-us is the lightest.
    await page.goto('/about-us');
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, saved);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: `Hi ${firstName}` })).toBeVisible();
    return;
  }
  await signIn(page, username, password, firstName);
  sessions.set(username, await page.evaluate(() => ({ ...localStorage })));
}

/** The bearer token the page signed in with. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('the page is not signed in');
  return token;
}

/**
 * Scrolls down until `target` is on the page, then brings it into view. The home page mounts
 * its lower parts (articles, tribes, testimonials) only when they come near the screen.
 */
export async function scrollUntilShown(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        const n = await target.count();
        // 1.5 screens a step: the parts mount within 600 px of the screen, so none is skipped.
        if (n === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight * 1.5));
        return n;
      },
      // Short steps: a screen at a time, without the default back-off.
      { timeout: 15_000, intervals: [150] },
    )
    .toBeGreaterThan(0);
  await target.first().scrollIntoViewIfNeeded();
}

/** 'DD MMM YYYY' (01 Mar 2025), the way the calculator shows a day. */
export function dayMonthYear(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d} ${MONTHS[Number(m) - 1]!.slice(0, 3)} ${y}`;
}

/** The specs of issue 3 take `test` (with its page checks) and `expect` from here. */
/** The first open slot of an expert from tomorrow on, read from the API as the phone app would. */
export async function openSlotOf(doctorId: string, fromDay = 1) {
  const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  for (let i = fromDay; i < fromDay + 21; i++) {
    const d = new Date(Date.now() + (i * 24 + 5.5) * 3600_000).toISOString().slice(0, 10);
    const day = weekdays[new Date(`${d}T00:00:00Z`).getUTCDay()];
    const res = (await fetch(
      `${API}/schedule-timing/get-slot-by-day-and-date?day=${day}&date=${d}&doctor_id=${doctorId}`,
    ).then((r) => r.json())) as {
      data: {
        result: {
          schedule_timing_slot: {
            time_slots: { start_time: string; end_time: string; booked: boolean; past: boolean }[];
          }[];
        };
      };
    };
    const slot = res.data.result.schedule_timing_slot[0]?.time_slots.find((s) => !s.booked && !s.past);
    if (slot) return { date: d, slot };
  }
  throw new Error('no open slot');
}

/** A paid appointment booked through the API (hold, book, pay in the sandbox), as the phone app would. */
export async function bookPaidAppointment(
  account: { token: string; phone: string; email: string; lastName: string },
  doctorId: string,
  type: 'gc' | 'mhc' = 'mhc',
  /**
   * A given slot; else the expert's first open one from the day after tomorrow on, so that it
   * can still be cancelled and rescheduled (24 hours before) whatever the time of day the test runs.
   */
  at?: { date: string; slot: { start_time: string; end_time: string } },
): Promise<{ id: string; appointmentNo: string; date: string }> {
  const { date, slot } = at ?? (await openSlotOf(doctorId, 2));
  const choice = {
    doctor_id: doctorId,
    date,
    time_slot_start: slot.start_time,
    time_slot_end: slot.end_time,
  };
  await apiPost('/book-appointment/hold', choice, account.token);
  const tnc = (await fetch(`${API}/page/tnc?type=${type}`).then((r) => r.json())) as {
    data: { data: { _id: string } };
  };
  const booked = await apiPost<{
    data: { book_appointment_id: string; appointment_no: string; razorpay_order_id: string };
  }>(
    `/book-appointment?type=${type}`,
    {
      ...choice,
      type,
      ...(type === 'mhc' ? { fee_type: 'self' } : { is_this_your_first_consultation: 'first' }),
      some_one_else: false,
      full_name: `Patient ${account.lastName}`,
      gender: 'female',
      dob: '1994-02-11',
      email: account.email,
      phone: account.phone,
      referred_by: 'self',
      is_accepted_my_age_is_18_and_above: true,
      is_accepted_tnc: true,
      tnc_id: tnc.data.data._id,
    },
    account.token,
  );
  const paid = await fetch(`${API}/payment/sandbox/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: booked.data.razorpay_order_id, method: 'upi', outcome: 'pay' }),
  });
  if (!paid.ok) throw new Error(`sandbox checkout answered ${paid.status}`);
  return { id: booked.data.book_appointment_id, appointmentNo: booked.data.appointment_no, date };
}

export { expect };
