import { CHAT_TEXT_MAX } from '@care/contracts/chat/constants';
import { Button, Group, Textarea } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import classes from './chat-drawer.module.css';

/** The counter shows from here on: near the limit, not while a patient is simply writing. */
const COUNT_FROM = CHAT_TEXT_MAX - 200;

const countText = (n: number) =>
  n <= CHAT_TEXT_MAX
    ? `${n} of ${CHAT_TEXT_MAX} characters`
    : `${n} characters: all of it is read for safety, the first ${CHAT_TEXT_MAX} are answered`;

interface ChatComposerProps {
  /** True while the assistant is answering: typing goes on, sending waits. */
  busy: boolean;
  onSend: (text: string) => void;
}

/**
 * Free text to the assistant: Enter sends, Shift+Enter starts a new line. Empty text is not
 * blocked (spec section 5, Chat text): the assistant answers it like any other message. Nothing
 * is cut here: the API reads a message of any length for danger first (issue 16) and answers the
 * topic of its first CHAT_TEXT_MAX characters, so a pasted message that ends in a crisis reaches it
 * whole. A quiet count shows near the limit and says so past it.
 */
export function ChatComposer({ busy, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const ready = !busy;
  const counting = text.length >= COUNT_FROM;

  const send = () => {
    if (!ready) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an Indian-language keyboard is composing a word, Enter picks the word; it must not send.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form
      className={classes.composer}
      data-counting={counting || undefined}
      data-over={text.length > CHAT_TEXT_MAX || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label="Message"
          placeholder="Type something..."
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={4}
          // Near the limit, a quiet count under the box (its description, so it is read with it).
          description={counting ? countText(text.length) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          classNames={{ root: classes.message, description: classes.count }}
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md" disabled={!ready}>
          Send
        </Button>
      </Group>
    </form>
  );
}
