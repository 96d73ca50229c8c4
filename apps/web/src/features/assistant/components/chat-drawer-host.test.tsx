import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/fixtures';
import { ok } from '@/testing/render-app';
import { closeChat, openChat } from '../chat-drawer-store';
import { openDrawer, renderHost, stubChat } from '../testing/chat-drawer-harness';
import { crisisReply, reply, welcome } from '../testing/chat-fixtures';

afterEach(() => {
  act(() => closeChat());
});

describe('ChatDrawerHost', () => {
  it('renders nothing until the chat is opened', () => {
    stubChat([]);
    signInAs();
    renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with the assistant name in the title and starts a new chat', async () => {
    const { bodies } = stubChat([{ body: ok(welcome) }]);
    signInAs();
    renderHost();
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('Hello Asha, I am Sehej.')).toBeInTheDocument();
    expect(within(drawer).getByText('What would you like to talk about?')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'How I am feeling' })).toBeEnabled();
    expect(within(drawer).getByPlaceholderText('Type something...')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(bodies).toEqual([{ start_new_chat: true }]);
  });

  it('shows a chosen option on the patient side, then the reply and the next options', async () => {
    const next = reply({
      response_for_previous_question: 'Thank you for telling me.',
      empathy_message: 'Asha, it is okay to feel this way.',
      new_question: 'How long have you felt like this?',
      options_for_new_question: [{ option_code: 'days', option_value: 'A few days' }],
    });
    const { bodies } = stubChat([{ body: ok(welcome) }, { body: ok(next) }]);
    signInAs();
    const user = userEvent.setup();
    renderHost();
    const drawer = await openDrawer();
    await user.click(await within(drawer).findByRole('button', { name: 'How I am feeling' }));

    const mine = within(drawer).getByText('How I am feeling', { selector: '[data-from="patient"]' });
    expect(mine).toBeInTheDocument();
    expect(await within(drawer).findByText('Thank you for telling me.')).toHaveAttribute('data-from', 'bot');
    expect(within(drawer).getByText('Asha, it is okay to feel this way.')).toHaveAttribute(
      'data-tone',
      'empathy',
    );
    expect(within(drawer).getByRole('button', { name: 'A few days' })).toBeEnabled();
    // The first question's options are history now.
    expect(within(drawer).getByRole('button', { name: 'My pregnancy' })).toBeDisabled();
    expect(bodies).toEqual([{ start_new_chat: true }, { answer: 'mood' }]);
  });

  it('sends free text with Enter as {text} and keeps Shift+Enter for a new line', async () => {
    const { bodies } = stubChat([
      { body: ok(welcome) },
      { body: ok(reply({ response_for_previous_question: 'Sleep matters a lot in pregnancy.' })) },
    ]);
    signInAs();
    const user = userEvent.setup();
    renderHost();
    const drawer = await openDrawer();
    await within(drawer).findByText('Hello Asha, I am Sehej.');
    const box = within(drawer).getByRole('textbox', { name: 'Message' });
    await user.type(box, 'I cannot sleep{Shift>}{Enter}{/Shift}at night');
    expect(box).toHaveValue('I cannot sleep\nat night');
    await user.keyboard('{Enter}');

    expect(await within(drawer).findByText('Sleep matters a lot in pregnancy.')).toBeInTheDocument();
    expect(
      within(drawer).getByText(/I cannot sleep/, { selector: '[data-from="patient"]' }),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(bodies[1]).toEqual({ text: 'I cannot sleep\nat night' });
  });

  it('does not block empty text (spec section 5): Send is enabled and sends it', async () => {
    const { bodies } = stubChat([
      { body: ok(welcome) },
      { body: ok(reply({ response_for_previous_question: 'Tell me a little more.' })) },
    ]);
    signInAs();
    const user = userEvent.setup();
    renderHost();
    const drawer = await openDrawer();
    await within(drawer).findByText('Hello Asha, I am Sehej.');
    const send = within(drawer).getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await within(drawer).findByText('Tell me a little more.')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ text: '' });
  });

  it('leads a crisis answer with the helplines', async () => {
    stubChat([{ body: ok(welcome) }, { body: ok(crisisReply) }]);
    signInAs();
    const user = userEvent.setup();
    renderHost();
    const drawer = await openDrawer();
    await within(drawer).findByText('Hello Asha, I am Sehej.');
    await user.type(within(drawer).getByRole('textbox', { name: 'Message' }), 'I want to end it all{Enter}');
    const card = await within(drawer).findByRole('note', {
      name: "You don't have to face this alone. Please talk to someone now.",
    });
    expect(within(card).getByRole('link', { name: /Tele-MANAS 14416 \(free, 24x7/ })).toHaveAttribute(
      'href',
      'tel:14416',
    );
    expect(within(card).getByRole('link', { name: /1-800-891-4416/ })).toHaveAttribute(
      'href',
      'tel:18008914416',
    );
    expect(within(card).getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  });

  it('makes the helpline numbers in an answer tappable', async () => {
    stubChat([
      { body: ok(welcome) },
      {
        body: ok(
          reply({
            response_for_previous_question: 'Go to hospital now. Call 108 or 102 for an ambulance, or 112.',
            link: { label: 'Call 108 for an ambulance', href: 'tel:108', state: null },
          }),
        ),
      },
    ]);
    signInAs();
    const user = userEvent.setup();
    renderHost();
    const drawer = await openDrawer();
    await within(drawer).findByText('Hello Asha, I am Sehej.');
    await user.type(within(drawer).getByRole('textbox', { name: 'Message' }), 'my water broke{Enter}');
    const answer = await within(drawer).findByText(/Go to hospital now/, { selector: '[data-from="bot"]' });
    expect(within(answer).getByRole('link', { name: '102' })).toHaveAttribute('href', 'tel:102');
    expect(within(answer).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(within(drawer).getByRole('link', { name: 'Call 108 for an ambulance' })).toHaveAttribute(
      'href',
      'tel:108',
    );
  });

  it('follows a link with its navigation state and closes the drawer', async () => {
    const withLink = reply({
      response_for_previous_question: 'A counsellor can help.',
      link: { label: 'Book a therapist', href: '/expert-detail', state: { type: 'MHC' } },
    });
    stubChat([{ body: ok(welcome) }, { body: ok(withLink) }]);
    signInAs();
    const user = userEvent.setup();
    renderHost();
    const drawer = await openDrawer();
    await user.click(await within(drawer).findByRole('button', { name: 'How I am feeling' }));
    await user.click(await within(drawer).findByRole('link', { name: 'Book a therapist' }));
    expect(await screen.findByTestId('probe')).toHaveTextContent('/expert-detail {"type":"MHC"}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server message with a retry that sends the same request again', async () => {
    const { bodies } = stubChat([
      {
        status: 400,
        body: { status: 0, statusCode: 400, message: 'Please start a new chat first.', data: null },
      },
      { body: ok(welcome) },
    ]);
    signInAs();
    const user = userEvent.setup();
    renderHost();
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('Please start a new chat first.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('Hello Asha, I am Sehej.')).toBeInTheDocument();
    expect(bodies).toEqual([{ start_new_chat: true }, { start_new_chat: true }]);
  });

  it('starts a new chat each time it opens', async () => {
    const { bodies } = stubChat([{ body: ok(welcome) }, { body: ok(welcome) }]);
    signInAs();
    renderHost();
    await openDrawer();
    await screen.findByText('Hello Asha, I am Sehej.');
    act(() => closeChat());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDrawer();
    await waitFor(() => expect(bodies).toEqual([{ start_new_chat: true }, { start_new_chat: true }]));
  });

  it('sends a visitor to sign in instead of opening', async () => {
    const { bodies } = stubChat([]);
    renderHost();
    act(() => openChat());
    expect(await screen.findByTestId('probe')).toHaveTextContent('/login?next=%2F');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
