import { CHAT_TEXT_MAX } from '@care/contracts/chat/constants';
import { Button, Group, Textarea } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import classes from './chat-drawer.module.css';

/** The counter shows from here on: near the limit, not while a patient is simply writing. */
const COUNT_FROM = CHAT_TEXT_MAX - 200;

interface ChatComposerProps {
  /** True while the assistant is answering: typing goes on, sending waits. */
  busy: boolean;
  onSend: (text: string) => void;
}

/**
 * Free text to the assistant: Enter sends, Shift+Enter starts a new line. Empty text is not
 * blocked (spec section 5, Chat text): the assistant answers it like any other message. The box
 * stops at CHAT_TEXT_MAX characters (the assistant reads that much; the API refuses no length),
 * with a quiet count once the text comes near it.
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
          maxLength={CHAT_TEXT_MAX}
          // Near the limit, a quiet count under the box (its description, so it is read with it).
          description={counting ? `${text.length} of ${CHAT_TEXT_MAX} characters` : undefined}
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
