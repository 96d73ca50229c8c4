import { CHAT_TEXT_MAX, SAFETY_QUESTION } from '@care/contracts/chat/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok } from '@/testing/render-app';
import { closeChat } from '../chat-drawer-store';
import { openDrawer, renderHost, stubChat } from '../testing/chat-drawer-harness';
import { crisisReply, emergencyReply, reply, safetyNetReply, welcome } from '../testing/chat-fixtures';

// The assistant's safety on the web (issue 16): the urgent help leading an urgent answer, the
// two safety options of a safety-net reply, "Get help now" in the header, the message length.

afterEach(() => {
  act(() => closeChat());
});

/** Opens the chat, waits for the welcome and types `text` with Enter. */
async function sendText(text: string) {
  const user = userEvent.setup();
  renderHost();
  const drawer = await openDrawer();
  await within(drawer).findByText('Hello Asha, I am Sehej.');
  await user.type(within(drawer).getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  return { user, drawer };
}

describe('urgent answers', () => {
  it('lead with their title and every helpline as a tel: link, the first filled', async () => {
    stubChat([{ body: ok(welcome) }, { body: ok(crisisReply) }]);
    signInAs();
    const { drawer } = await sendText('I want to end my life');

    const card = await within(drawer).findByRole('note', {
      name: "You don't have to face this alone. Please talk to someone now.",
    });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      "You don't have to face this alone. Please talk to someone now.",
    );
    const links = within(card).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Call Tele-MANAS 14416 (free, 24x7, mental health)', 'tel:14416'],
      ['Call Tele-MANAS toll-free 1-800-891-4416', 'tel:18008914416'],
      ['Call Emergency 112', 'tel:112'],
    ]);
    expect(links.map((l) => l.getAttribute('data-variant'))).toEqual(['filled', 'light', 'light']);
    expect(card).toHaveAttribute('data-tone', 'crisis');
    // The card leads the reply: before its text.
    const text = within(drawer).getByText('I am really glad you told me.');
    expect(card.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('take the emergency colour for a medical emergency', async () => {
    stubChat([{ body: ok(welcome) }, { body: ok(emergencyReply) }]);
    signInAs();
    const { drawer } = await sendText('I am bleeding');
    const card = await within(drawer).findByRole('note', { name: 'Go to hospital now.' });
    expect(card).toHaveAttribute('data-tone', 'medical');
    expect(
      within(card)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['tel:108', 'tel:102', 'tel:112']);
  });

  it('still lead with the crisis numbers when a crisis reply comes without urgent help', async () => {
    stubChat([
      { body: ok(welcome) },
      { body: ok(reply({ crisis: true, response_for_previous_question: 'Please talk to someone.' })) },
    ]);
    signInAs();
    const { drawer } = await sendText('I want to end it all');
    const card = await within(drawer).findByRole('note', { name: /You don't have to face this alone/ });
    expect(within(card).getByRole('link', { name: /14416/ })).toHaveAttribute('href', 'tel:14416');
    expect(within(card).getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  });
});

describe('safety-net replies', () => {
  it('show the two safety options apart, under their question, and send them like any option', async () => {
    const { bodies } = stubChat([
      { body: ok(welcome) },
      { body: ok(safetyNetReply) },
      { body: ok(crisisReply) },
    ]);
    signInAs();
    const { user, drawer } = await sendText('kuch theek nahi lag raha');

    const safety = await within(drawer).findByRole('group', { name: SAFETY_QUESTION });
    expect(
      within(safety)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(["I'm having thoughts of harming myself or my baby", 'This is a medical emergency']);
    // The menu keeps only its own options.
    const menu = within(drawer).getAllByRole('group', { name: 'Choose an answer' }).at(-1);
    if (!menu) throw new Error('no menu');
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['How I am feeling', 'My pregnancy']);
    expect(menu.compareDocumentPosition(safety) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The safety line stays in the text, its numbers tappable (181 too); the question heads the
    // group instead of ending the text as well.
    const answer = within(drawer).getByText(/I'm not sure I understood that/, {
      selector: '[data-from="bot"]',
    });
    expect(answer).toHaveTextContent(/Violence at home: 181\.$/);
    expect(within(drawer).getAllByText(SAFETY_QUESTION)).toHaveLength(1);
    for (const [number, tel] of [
      ['112', 'tel:112'],
      ['14416', 'tel:14416'],
      ['1-800-891-4416', 'tel:18008914416'],
      ['181', 'tel:181'],
    ])
      expect(within(answer).getByRole('link', { name: number })).toHaveAttribute('href', tel);

    await user.click(
      within(safety).getByRole('button', { name: "I'm having thoughts of harming myself or my baby" }),
    );
    expect(bodies.at(-1)).toEqual({ answer: 'safety_harm' });
    expect(
      within(drawer).getByText("I'm having thoughts of harming myself or my baby", {
        selector: '[data-from="patient"]',
      }),
    ).toBeInTheDocument();
    expect(
      await within(drawer).findByRole('note', { name: /You don't have to face this alone/ }),
    ).toBeVisible();
    // Answered: the question's options are history now.
    expect(within(safety).getByRole('button', { name: 'This is a medical emergency' })).toBeDisabled();
  });

  it('leave the safety options among the others when the reply is not a safety net', async () => {
    stubChat([{ body: ok(welcome) }, { body: ok({ ...safetyNetReply, safety_net: false }) }]);
    signInAs();
    const { drawer } = await sendText('hmm');
    const menu = (await within(drawer).findAllByRole('group', { name: 'Choose an answer' })).at(-1);
    if (!menu) throw new Error('no menu');
    await waitFor(() => expect(within(menu).getAllByRole('button')).toHaveLength(4));
    expect(within(drawer).queryByRole('group', { name: SAFETY_QUESTION })).not.toBeInTheDocument();
  });
});

describe('Get help now', () => {
  it('opens by keyboard, lists every helpline, and Escape closes it back to the control, the drawer still open', async () => {
    // The chat never answers: the control is there whatever the conversation is doing.
    stubChat([{ status: 500, body: { status: 0, statusCode: 500, message: 'Something is not right.' } }]);
    signInAs();
    const user = userEvent.setup();
    renderHost();
    const drawer = await openDrawer();
    const control = within(drawer).getByRole('button', { name: 'Get help now' });
    expect(control).toHaveAttribute('aria-expanded', 'false');

    // Tab reaches it (from wherever focus is in the drawer).
    act(() => within(drawer).getByRole('textbox', { name: 'Message' }).focus());
    for (let i = 0; i < 20 && document.activeElement !== control; i++) await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard('{Enter}');

    const panel = await within(drawer).findByRole('dialog', { name: 'Get help now' });
    expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panel).getByText('If you or your baby are in danger, call 112 or go to the nearest hospital.'),
    ).toBeInTheDocument();
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Emergency 112', 'tel:112'],
      ['Tele-MANAS 14416 (free, 24x7, mental health)', 'tel:14416'],
      ['Tele-MANAS toll-free 1-800-891-4416', 'tel:18008914416'],
      ['Ambulance 108', 'tel:108'],
      ['Mother and baby ambulance 102', 'tel:102'],
      ['Women Helpline 181 (violence at home)', 'tel:181'],
    ]);
    // Focus goes into the panel, and Tab stays there.
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < links.length + 1; i++) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(drawer).queryByRole('dialog', { name: 'Get help now' })).toBeNull());
    await waitFor(() => expect(control).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Chat With Sehej' })).toBeInTheDocument();
    expect(control).toHaveAttribute('aria-expanded', 'false');

    // Space opens it too; a second Escape, with the panel closed, closes the drawer as before.
    await user.keyboard(' ');
    expect(await within(drawer).findByRole('dialog', { name: 'Get help now' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(control).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat With Sehej' })).toBeNull());
  });

  it('is there while an answer is on its way', async () => {
    const { fetchMock } = stubChat([]);
    // A chat call that never settles.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('chat-with-sehej') ? new Promise<Response>(() => {}) : fetchMock(input, init),
    );
    signInAs();
    renderHost();
    const drawer = await openDrawer();
    expect(await within(drawer).findByTestId('typing-indicator')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Get help now' })).toBeEnabled();
  });
});

describe('the message box', () => {
  it(`cuts nothing: a quiet count near ${CHAT_TEXT_MAX} characters says what happens past it`, async () => {
    stubChat([{ body: ok(welcome) }]);
    signInAs();
    renderHost();
    const drawer = await openDrawer();
    const box = within(drawer).getByRole('textbox', { name: 'Message' });
    expect(box).not.toHaveAttribute('maxLength');
    fireEvent.change(box, { target: { value: 'a'.repeat(1500) } });
    expect(within(drawer).queryByText(/characters/)).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(1900) } });
    const count = within(drawer).getByText(`1900 of ${CHAT_TEXT_MAX} characters`);
    expect(box.getAttribute('aria-describedby')).toContain(count.id);
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_TEXT_MAX + 100) } });
    expect(box).toHaveValue('a'.repeat(CHAT_TEXT_MAX + 100));
    expect(
      within(drawer).getByText(
        `${CHAT_TEXT_MAX + 100} characters: all of it is read for safety, the first ${CHAT_TEXT_MAX} are answered`,
      ),
    ).toBeInTheDocument();
  });
});
