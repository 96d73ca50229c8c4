import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiGet, demo, expect, signInOnce, test, tokenOf } from './helpers';
import { expertLink, nextFrameWidth } from './meeting-helpers';

// The consultation room: the demo patient's appointment that is open now (demo data), joined
// from its details by the patient and from the texted signed link by the expert, in two
// browsers with fake cameras; each receives the other's video, they chat, one goes audio only,
// the patient leaves. The waiting and ended messages for other appointments. Screenshots.

const DIR = path.resolve(import.meta.dirname, '../screenshots');

interface Upcoming {
  _id: string;
  is_can_join_room: boolean;
  is_appointment_time_passed: boolean;
  doctor_id: { fname: string; lname: string };
}

/** Through the device check, joining with camera and microphone off (as this test then starts). */
async function joinMuted(page: Page) {
  await page.getByRole('button', { name: 'Turn camera off' }).click();
  await page.getByRole('button', { name: 'Mute microphone' }).click();
  await page.getByRole('button', { name: 'Join now' }).click();
}

async function cameraOn(page: Page) {
  await page.getByRole('button', { name: 'Turn camera on' }).click();
  await expect(page.getByRole('button', { name: 'Turn camera off' })).toHaveAttribute('aria-pressed', 'true');
}

test('the patient and the expert meet in the built-in room and see each other', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  const upcoming = await apiGet<Upcoming[]>('/patient/upcoming-appointments', await tokenOf(page));
  const now = upcoming.find((a) => a.is_can_join_room);
  expect(now, 'the demo data has a consultation open now').toBeTruthy();
  const expertName = `${now!.doctor_id.fname} ${now!.doctor_id.lname}`;

  // The patient joins from the appointment's details.
  await page.goto(`/appointment-details?id=${now!._id}`);
  await page.getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(`/appointment/meeting/${now!._id}`);
  await joinMuted(page);
  await expect(page.getByRole('status').filter({ hasText: /Waiting for .* to join/ })).toContainText(
    expertName,
  );
  // The room starts as the device check left it: camera and microphone off.
  await expect(page.getByRole('button', { name: 'Turn camera on' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // The expert opens the link texted to them, in a browser of their own.
  const link = await expertLink(now!._id);
  const expertContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const expert = await expertContext.newPage();
  const expertProblems: string[] = [];
  expert.on('pageerror', (e) => expertProblems.push(e.message));
  await expert.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(expert.getByRole('heading', { level: 1 })).toContainText('Consultation with');
  await joinMuted(expert);

  // Both switch their cameras on; each receives the other's video.
  await cameraOn(page);
  await cameraOn(expert);
  const patientSees = page.getByTestId('remote-video');
  const expertSees = expert.getByTestId('remote-video');
  await expect(patientSees).toBeVisible({ timeout: 20_000 });
  await expect(expertSees).toBeVisible({ timeout: 20_000 });
  expect(await nextFrameWidth(patientSees)).toBeGreaterThan(0);
  expect(await nextFrameWidth(expertSees)).toBeGreaterThan(0);

  // A chat line from the patient reaches the expert.
  await page.getByRole('button', { name: 'Chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await chat.getByLabel('Message').fill('Good morning, can you hear me?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat).toContainText('Good morning, can you hear me?');
  await page.keyboard.press('Escape');
  await expert.getByRole('button', { name: 'Chat' }).click();
  await expect(expert.getByRole('dialog', { name: 'Chat' })).toContainText('Good morning, can you hear me?');
  await expert.keyboard.press('Escape');

  // Audio only: the expert's side shows the patient's name instead of video.
  await page.getByRole('button', { name: 'Audio only (for a weak connection)' }).click();
  await expect(expert.getByText('Audio only', { exact: true })).toBeVisible();
  await expect(expertSees).toBeHidden();
  fs.mkdirSync(DIR, { recursive: true });
  await expert.screenshot({ path: path.join(DIR, 'meeting-expert-audio-only-desktop.png') });
  await page.getByRole('button', { name: 'Turn video back on' }).click();
  await expect(expertSees).toBeVisible({ timeout: 20_000 });

  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(patientSees).toBeVisible();
    await page.screenshot({ path: path.join(DIR, `meeting-room-${size}.png`), fullPage: true });
  }

  // Leaving goes back to the details; the expert is told.
  await page.getByRole('button', { name: 'Leave the consultation' }).click();
  await expect(page).toHaveURL(`/appointment-details?id=${now!._id}`);
  await expect(expert.getByRole('status').filter({ hasText: 'left the room' })).toBeVisible();
  expect(expertProblems).toEqual([]);
  await expertContext.close();
});

test('the room says when a later session starts and when a past one ended', async ({ page }) => {
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  const token = await tokenOf(page);
  const upcoming = await apiGet<Upcoming[]>('/patient/upcoming-appointments', token);
  const later = upcoming.find((a) => !a.is_can_join_room)!;
  await page.goto(`/appointment-details?id=${later._id}`);
  await expect(page.getByRole('button', { name: 'Join' })).toBeDisabled();
  await page.goto(`/appointment/meeting/${later._id}`);
  await expect(page.getByRole('status')).toHaveText(
    /^Your session will start on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/,
  );
  await page.screenshot({ path: path.join(DIR, 'meeting-waiting-phone.png'), fullPage: true });

  const past = await apiGet<Upcoming[]>('/patient/past-appointments', token);
  const over = past.find((a) => a.is_appointment_time_passed)!;
  await page.goto(`/appointment/meeting/${over._id}`);
  await expect(page.getByRole('status')).toHaveText('The session time has ended');
  await page.goto(`/appointment-details?id=${over._id}`);
  await expect(page.getByRole('heading', { name: 'Appointment Details', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toHaveCount(0);
});
