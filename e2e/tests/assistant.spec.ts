import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { SAFETY_QUESTION } from '@care/contracts/chat/constants';
import type { Locator, Page } from '@playwright/test';
import { apiGet, demo, expect, signInOnce, test } from './helpers';

/** Pictures of the drawer for people to look at (e2e/screenshots, not committed). */
const SHOTS = path.resolve(import.meta.dirname, '../screenshots');
const SHOT_SIZES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every helpline "Get help now" lists, in its order. */
const HELPLINES = [
  ['Emergency 112', 'tel:112'],
  ['Tele-MANAS 14416 (free, 24x7, mental health)', 'tel:14416'],
  ['Tele-MANAS toll-free 1-800-891-4416', 'tel:18008914416'],
  ['Ambulance 108', 'tel:108'],
  ['Mother and baby ambulance 102', 'tel:102'],
  ['Women Helpline 181 (violence at home)', 'tel:181'],
] as const;

/** The newest set of options: older ones stay in the log but can no longer be chosen. */
const latestOptions = (log: Locator) => log.getByRole('group', { name: 'Choose an answer' }).last();

/** The patient's own messages sit on the right of the conversation. */
async function expectOnTheRight(message: Locator, log: Locator) {
  const [m, l] = await Promise.all([message.boundingBox(), log.boundingBox()]);
  if (!m || !l) throw new Error('message or log not on screen');
  expect(l.x + l.width - (m.x + m.width), 'right edge against the log').toBeLessThan(24);
  expect(m.x - l.x, 'a gap on the left').toBeGreaterThan(l.width * 0.1);
}

test('the assistant answers three chosen options and a typed message, and a crisis with the helpline', async ({
  page,
}) => {
  const { assistant_name: name } = await apiGet<{ assistant_name: string }>('/config');
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  const started = page.waitForRequest(
    (r) => r.url().endsWith('/api/chat-with-sehej') && r.postDataJSON()?.start_new_chat === true,
  );
  await page
    .getByRole('region', { name: 'At Ease' })
    .getByRole('button', { name: new RegExp(`^Chat with ${name}`) })
    .click();
  await started;

  const drawer = page.getByRole('dialog', { name: `Chat With ${name}` });
  await expect(drawer).toBeVisible();
  // Phone width (390 px): the drawer takes 80% (spec section 2).
  const box = await drawer.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(Math.round(390 * 0.8));
  const log = drawer.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('What would you like help with today?')).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
    'placeholder',
    'Type something...',
  );

  // Three options in turn: each choice shows on the right, the next question and options on the left.
  const steps = [
    ["How I'm feeling", 'How are you feeling right now?'],
    ['Anxious or worried', 'What would help?'],
    ['A breathing exercise', 'Is there anything else I can help with?'],
  ] as const;
  for (const [option, nextQuestion] of steps) {
    await latestOptions(log).getByRole('button', { name: option, exact: true }).click();
    const mine = log.getByText(`You: ${option}`, { exact: true });
    await expect(mine).toBeVisible();
    await expectOnTheRight(mine, log);
    await expect(log.getByText(nextQuestion).last()).toBeVisible();
  }
  // The breathing answer, with its link to the video article.
  await expect(log.getByText(/Box breathing slows your heartbeat/)).toBeVisible();
  await expect(log.getByRole('link', { name: 'Watch: Box Breathing for Anxiety' })).toHaveAttribute(
    'href',
    '/article/box-breathing-for-anxiety',
  );
  // Older options can no longer be chosen.
  await expect(
    log.getByRole('group', { name: 'Choose an answer' }).first().getByRole('button').first(),
  ).toBeDisabled();

  // Free text: understood as anxiety.
  const message = drawer.getByRole('textbox', { name: 'Message' });
  const send = drawer.getByRole('button', { name: 'Send' });
  // Spec: empty chat text is not blocked.
  await expect(send).toBeEnabled();
  await message.fill('I feel anxious');
  await send.click();
  await expect(message).toHaveValue('');
  const typed = log.getByText('You: I feel anxious', { exact: true });
  await expect(typed).toBeVisible();
  await expectOnTheRight(typed, log);
  await expect(log.getByText("I'm sorry you're feeling anxious.", { exact: false })).toHaveCount(2);
  await expect(latestOptions(log).getByRole('button', { name: 'Calm a racing mind' })).toBeEnabled();

  // Anything about self-harm is answered at once with the helplines.
  await message.fill('I want to end my life');
  await message.press('Enter');
  const helplines = log.getByRole('note', { name: /You don't have to face this alone/ });
  await expect(helplines).toBeVisible();
  await expect(helplines.getByRole('link', { name: /Tele-MANAS 14416/ })).toHaveAttribute(
    'href',
    'tel:14416',
  );
  await expect(helplines.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');

  // Closing and opening again starts a new chat.
  await drawer.getByRole('button', { name: 'Close chat' }).click();
  await expect(drawer).toBeHidden();
  await page
    .getByRole('region', { name: 'At Ease' })
    .getByRole('button', { name: new RegExp(`^Chat with ${name}`) })
    .click();
  await expect(log.getByText('What would you like help with today?')).toBeVisible();
  await expect(log.getByText(/^You: /)).toHaveCount(0);
});

/** Opens the chat from the home page's At Ease tile; answers the drawer. */
async function openChat(page: Page) {
  const { assistant_name: name } = await apiGet<{ assistant_name: string }>('/config');
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  await page
    .getByRole('region', { name: 'At Ease' })
    .getByRole('button', { name: new RegExp(`^Chat with ${name}`) })
    .click();
  const drawer = page.getByRole('dialog', { name: `Chat With ${name}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Waits until nothing slides or fades (the drawer, the panel): what is shot or checked is final. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running')
            .length,
      ),
    )
    .toBe(0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Nothing scrolls sideways: not the page, not the drawer, not the panel. */
async function expectNoSideScroll(drawer: Locator) {
  const widths = await drawer.evaluate((el) => {
    const wide: string[] = [];
    for (const node of [document.documentElement, el, ...Array.from(el.querySelectorAll('*'))])
      if (
        // (Visually hidden text for screen readers is a 1 px box on purpose.)
        node.clientWidth > 1 &&
        node.scrollWidth > node.clientWidth + 1 &&
        getComputedStyle(node).overflowX !== 'visible'
      )
        wide.push(`${node.tagName}.${node.className} ${node.scrollWidth}>${node.clientWidth}`);
    return { wide, page: document.documentElement.scrollWidth, viewport: window.innerWidth };
  });
  expect(widths.wide, 'elements scrolling sideways').toEqual([]);
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

/** `target` lies within the screen's width, and is at least 44 px tall (a phone's tap target). */
async function expectOnScreen(page: Page, target: Locator, { tap = true } = {}) {
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error(`${target} is not on the screen`);
  expect(box.x, `${target} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${target} right edge`).toBeLessThanOrEqual(width + 0.5);
  if (tap) expect(box.height, `${target} height`).toBeGreaterThanOrEqual(44);
}

/** Axe (WCAG 2.x A and AA) on the drawer as it is now: no violation of any impact. */
async function expectNoAxeViolations(page: Page, where: string) {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .include('.mantine-Drawer-content')
    .withTags(WCAG_TAGS)
    .analyze();
  const found = results.violations.flatMap((v) =>
    v.nodes.map((n) => `[${v.impact}] ${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  );
  expect(found, `axe on ${where}`).toEqual([]);
}

/** Saves `assistant-<name>-<width>.png` at each width, the screen as a patient sees it. */
async function shoot(page: Page, name: string, ready: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const start = page.viewportSize();
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await expect(ready).toBeVisible();
    await ready.scrollIntoViewIfNeeded();
    await settled(page);
    const file = path.join(SHOTS, `assistant-${name}-${size.width}.png`);
    await page.screenshot({ path: file, animations: 'disabled', scale: 'css' });
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
  }
  if (start) await page.setViewportSize(start);
}

test('"Get help now" at 320 px: reached and opened by keyboard, every helpline, Escape back to it, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const drawer = await openChat(page);
  // Spec section 2: the whole screen at 320 px.
  expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(320);

  // The header: the title, Get help now and the close button, all on the screen, none cut off.
  const control = drawer.getByRole('button', { name: 'Get help now' });
  const close = drawer.getByRole('button', { name: 'Close chat' });
  await expect(control).toBeVisible();
  await expectOnScreen(page, drawer.getByRole('heading', { name: /^Chat With / }), { tap: false });
  await expectOnScreen(page, control);
  await expectOnScreen(page, close);
  await expectNoSideScroll(drawer);

  // Tab reaches it from wherever the drawer put focus; Enter opens it.
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 20 && !(await control.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');

  const panel = drawer.getByRole('dialog', { name: 'Get help now' });
  await expect(panel).toBeVisible();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  await expect(
    panel.getByText('If you or your baby are in danger, call 112 or go to the nearest hospital.'),
  ).toBeVisible();
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(HELPLINES.length);
  for (const [i, [name, tel]] of HELPLINES.entries()) {
    await expect(links.nth(i)).toHaveAccessibleName(name);
    await expect(links.nth(i)).toHaveAttribute('href', tel);
    await expectOnScreen(page, links.nth(i));
  }
  // Focus went into the panel, and Tab keeps it there.
  await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < HELPLINES.length + 1; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expectOnScreen(page, panel, { tap: false });
  await expectNoSideScroll(drawer);
  await expectNoAxeViolations(page, 'the drawer with the helplines panel open (320 px)');
  await shoot(page, 'help-now', links.last());

  // Escape closes the panel only, and focus is back on the control.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(control).toBeFocused();
  await expect(drawer).toBeVisible();
  // Space opens it too; a second Escape, with the panel closed, closes the drawer.
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(control).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('an urgent answer leads with its heading and numbers, at 320, 390 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const drawer = await openChat(page);
  const log = drawer.getByRole('log', { name: 'Conversation' });
  await expect(latestOptions(log)).toBeVisible();
  const message = drawer.getByRole('textbox', { name: 'Message' });
  // Nothing is cut: a quiet count near 2000 characters, and past it the message goes whole, so
  // a long message about sleep that ends in a crisis gets the crisis answer.
  await expect(message).not.toHaveAttribute('maxlength');
  const long = `${'The baby wakes every two hours and I cannot sleep at all. '.repeat(36)}I want to end my life`;
  await message.fill(long);
  const count = drawer.getByText(
    `${long.length} characters: all of it is read for safety, the first 2000 are answered`,
  );
  await expect(count).toBeVisible();
  await expectOnScreen(page, count, { tap: false });
  await page.screenshot({
    path: path.join(SHOTS, 'assistant-count-320.png'),
    animations: 'disabled',
    scale: 'css',
  });
  await message.press('Enter');
  await expect(count).toBeHidden();

  const card = log.getByRole('note', { name: /You don't have to face this alone/ });
  await expect(card).toBeVisible();
  const numbers = card.getByRole('link');
  await expect(numbers.first()).toHaveAttribute('href', 'tel:14416');
  await expect(card.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  for (const link of await numbers.all()) await expectOnScreen(page, link);
  await expectNoSideScroll(drawer);
  await expectNoAxeViolations(page, 'the drawer with a crisis answer (320 px)');
  await shoot(page, 'urgent-answer', card);

  // The panel is there mid-conversation too, over the answer.
  await drawer.getByRole('button', { name: 'Get help now' }).click();
  const panel = drawer.getByRole('dialog', { name: 'Get help now' });
  await expect(panel.getByRole('link')).toHaveCount(HELPLINES.length);
  await shoot(page, 'help-now-over-answer', panel.getByRole('link').last());
});

test('a safety-net reply sets the two safety options apart; "This is a medical emergency" leads to the ambulances', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const drawer = await openChat(page);
  const log = drawer.getByRole('log', { name: 'Conversation' });
  await expect(latestOptions(log)).toBeVisible();
  const message = drawer.getByRole('textbox', { name: 'Message' });
  await message.fill('I feel anxious');
  await message.press('Enter');

  // After the menu, apart from it, under their question.
  const safety = log.getByRole('group', { name: SAFETY_QUESTION }).last();
  await expect(safety).toBeVisible();
  const harm = safety.getByRole('button', { name: "I'm having thoughts of harming myself or my baby" });
  const emergency = safety.getByRole('button', { name: 'This is a medical emergency' });
  await expect(safety.getByRole('button')).toHaveCount(2);
  await expect(latestOptions(log).getByRole('button', { name: /harming|medical emergency/ })).toHaveCount(0);
  // The safety line stays in the answer, its numbers tappable.
  await expect(log.getByRole('link', { name: '181', exact: true }).last()).toHaveAttribute('href', 'tel:181');
  for (const button of [harm, emergency]) await expectOnScreen(page, button);
  await expectNoSideScroll(drawer);
  await expectNoAxeViolations(page, 'the drawer with a safety-net reply (320 px)');
  await shoot(page, 'safety-options', safety);

  // A tap like any option's: the medical emergency, its card in the emergency colour.
  await emergency.click();
  await expect(log.getByText('You: This is a medical emergency', { exact: true })).toBeVisible();
  const card = log.getByRole('note').last();
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-tone', 'medical');
  await expect(card.getByRole('link').first()).toHaveAttribute('href', 'tel:108');
  await expectNoAxeViolations(page, 'the drawer with a medical emergency (320 px)');
  await shoot(page, 'medical-emergency', card);
});
