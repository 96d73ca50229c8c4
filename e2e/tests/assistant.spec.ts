import type { Locator } from '@playwright/test';
import { apiGet, demo, expect, signInOnce, test } from './helpers';

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
  const helplines = log.getByRole('note', { name: 'Helplines' });
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
