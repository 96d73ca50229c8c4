import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiGet, demo, expect, signInOnce, test, tokenOf } from './helpers';
import { expertLink, nextFrameWidth } from './meeting-helpers';

// The consultation room on a phone (issue 19): the device check before joining (camera preview,
// a microphone meter that moves with Chromium's fake beep, the speaker test), then a room that
// is the whole screen with its toolbar always in view and no site header, at 390x844, 320x640
// and 1280x800; and two people in it, where one mutes and turns the camera off and the other
// sees and hears of it. Axe on each state; screenshots for a person to look at.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/room';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['small-phone', { width: 320, height: 640 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

interface Upcoming {
  _id: string;
  is_can_join_room: boolean;
  doctor_id: { fname: string; lname: string };
}

/** The demo patient's consultation that is open now, signed in on `page`. */
async function openConsultation(page: Page) {
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  const upcoming = await apiGet<Upcoming[]>('/patient/upcoming-appointments', await tokenOf(page));
  const now = upcoming.find((a) => a.is_can_join_room);
  expect(now, 'the demo data has a consultation open now').toBeTruthy();
  return { id: now!._id, expertName: `${now!.doctor_id.fname} ${now!.doctor_id.lname}` };
}

/** Axe (WCAG 2.x A and AA) on the whole page as it is now: no violation of any impact. */
async function expectAxeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.flatMap((v) =>
    v.nodes.map((n) => `[${v.impact}] ${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  );
  expect(found, `axe on ${where}`).toEqual([]);
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** No site header or footer: the room is the page. */
async function expectNoSiteFrame(page: Page) {
  await expect(page.locator('header.site-header')).toHaveCount(0);
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
}

/** The toolbar wholly on screen without scrolling, every control a 44 px target with a name. */
async function expectToolbarInView(page: Page) {
  const viewport = page.viewportSize()!;
  const toolbar = page.getByRole('toolbar', { name: 'Call controls' });
  await expect(toolbar).toBeVisible();
  const box = (await toolbar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  // Nothing to scroll: the page is exactly the screen.
  const scroll = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
  }));
  expect(scroll.height).toBeLessThanOrEqual(viewport.height);
  expect(scroll.width).toBeLessThanOrEqual(viewport.width);
  // Fixed: scrolling the page (as a phone's bounce would) does not move it.
  await page.mouse.wheel(0, 600);
  expect((await toolbar.boundingBox())!.y).toBeCloseTo(box.y, 0);
  // Out of the way: a hover label is not what a phone shows.
  await page.mouse.move(0, 0);
  const buttons = toolbar.getByRole('button');
  for (let i = 0; i < (await buttons.count()); i++) {
    const b = (await buttons.nth(i).boundingBox())!;
    expect(b.width, `control ${i} width`).toBeGreaterThanOrEqual(44);
    expect(b.height, `control ${i} height`).toBeGreaterThanOrEqual(44);
    expect(b.x + b.width).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(await buttons.nth(i).getAttribute('aria-label')).toBeTruthy();
  }
  await expect(toolbar.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(toolbar.getByRole('button', { name: 'Turn camera off' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

for (const [size, viewport] of SIZES) {
  test(`the device check, then the whole-screen room, at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { id, expertName } = await openConsultation(page);
    await page.goto(`/appointment/meeting/${id}`);

    // The device check: no site header, the camera's picture, a meter that moves, a test sound.
    // The expert as the room names them: with their title ('Ms. …', 'Dr. …').
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^Consultation with .*${expertName}$`),
    );
    await expectNoSiteFrame(page);
    const preview = page.getByTestId('preview-video');
    await expect(preview).toBeVisible();
    expect(await nextFrameWidth(preview)).toBeGreaterThan(0);
    const meter = page.getByRole('progressbar', { name: 'Microphone level' });
    // Chromium's fake microphone beeps once a second: the bar rises above nothing. The meter
    // samples ten times a second and a busy machine can make a poll miss every beep, so the
    // page itself keeps the highest value the bar showed.
    await meter.evaluate((el) => {
      const seen = window as unknown as { meterMax: number };
      seen.meterMax = Number(el.getAttribute('aria-valuenow'));
      new MutationObserver(() => {
        seen.meterMax = Math.max(seen.meterMax, Number(el.getAttribute('aria-valuenow')));
      }).observe(el, { attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { meterMax: number }).meterMax), {
        timeout: 15_000,
        intervals: [100],
      })
      .toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Play a test sound' }).click();
    await expect(page.getByText('Did you hear it?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Your speaker works.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Camera' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Microphone' })).toBeVisible();
    await expect(page.getByText('You join with your camera on and your microphone on')).toBeVisible();
    await expectAxeClean(page, `the device check at ${size}`);
    await shoot(page, `room-prejoin-${size}`);

    // Joined: the room fills the screen, the toolbar in view at its foot, camera and mic as chosen.
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Waiting for .* to join/ })).toBeVisible();
    await expectNoSiteFrame(page);
    await expectToolbarInView(page);
    expect(await nextFrameWidth(page.getByTestId('local-video'))).toBeGreaterThan(0);
    await expect(page.getByText(/\d+ min left|Time is up/)).toBeVisible();
    await expectAxeClean(page, `the room at ${size}`);
    await shoot(page, `room-waiting-${size}`);
  });
}

test('when one side mutes or turns the camera off, the other sees it and a screen reader hears it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { id, expertName } = await openConsultation(page);
  await page.goto(`/appointment/meeting/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(expertName);
  // The expert as the room names them: with their title ('Ms. …', 'Dr. …').
  const shownName = (await heading.textContent())!.replace('Consultation with ', '');
  await page.getByRole('button', { name: 'Join now' }).click();

  const expertContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const expert = await expertContext.newPage();
  const problems: string[] = [];
  expert.on('pageerror', (e) => problems.push(e.message));
  page.on('pageerror', (e) => problems.push(e.message));
  await expert.goto((await expertLink(id)).replace(/^https?:\/\/[^/]+/, ''));
  await expert.getByRole('button', { name: 'Join now' }).click();

  // Both in, both cameras on: each sees the other.
  await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('remote-video')).toBeVisible({ timeout: 20_000 });
  await expect(expert.getByTestId('remote-video')).toBeVisible({ timeout: 20_000 });
  expect(await nextFrameWidth(page.getByTestId('remote-video'))).toBeGreaterThan(0);
  await expect(page.getByTestId('peer-muted')).toHaveCount(0);

  // The expert mutes: the patient sees a badge and their screen reader is told, politely.
  await expert.getByRole('button', { name: 'Mute microphone' }).click();
  await expect(expert.getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByTestId('peer-muted')).toHaveText(`${shownName} muted their microphone`);
  const announcer = page.getByTestId('room-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(`${shownName} muted their microphone.`);

  // The expert turns the camera off: their initials and name, not a black frame.
  await expert.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(page.getByTestId('remote-video')).toBeHidden();
  await expect(page.getByText('Camera off', { exact: true })).toBeVisible();
  await expect(announcer).toHaveText(`${shownName} turned their camera off.`);
  await expectToolbarInView(page);
  await expectAxeClean(page, 'the room with the other side muted and camera off');
  await shoot(page, 'room-peer-muted-phone');
  await page.setViewportSize({ width: 320, height: 640 });
  await expectToolbarInView(page);
  await shoot(page, 'room-peer-muted-small-phone');
  await page.setViewportSize({ width: 390, height: 844 });

  // And back: the badge goes, the picture returns.
  await expert.getByRole('button', { name: 'Unmute microphone' }).click();
  await expert.getByRole('button', { name: 'Turn camera on' }).click();
  await expect(page.getByTestId('peer-muted')).toHaveCount(0);
  await expect(page.getByTestId('remote-video')).toBeVisible();
  await expect(announcer).toHaveText(`${shownName} turned their camera on.`);

  // The other way round: the patient mutes, the expert sees it.
  await page.getByRole('button', { name: 'Mute microphone' }).click();
  await expect(expert.getByTestId('peer-muted')).toContainText('muted their microphone');
  await expectAxeClean(expert, "the expert's room with the patient muted");
  await shoot(expert, 'room-peer-muted-desktop');

  await page.getByRole('button', { name: 'Leave the consultation' }).click();
  await expect(page).toHaveURL(`/appointment-details?id=${id}`);
  await expect(expert.getByRole('status').filter({ hasText: 'left the room' })).toBeVisible();
  expect(problems).toEqual([]);
  await expertContext.close();
});
