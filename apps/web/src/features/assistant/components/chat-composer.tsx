import { chatBody } from '@care/contracts/chat/schemas';
import { Button, Group, Textarea } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import classes from './chat-drawer.module.css';

/** The longest message the API accepts, read from its schema so the limit lives in one place. */
const TEXT_MAX = chatBody.shape.text.unwrap().maxLength ?? undefined;

interface ChatComposerProps {
  /** True while the assistant is answering: typing goes on, sending waits. */
  busy: boolean;
  onSend: (text: string) => void;
}

/**
 * Free text to the assistant: Enter sends, Shift+Enter starts a new line. Empty text is not
 * blocked (spec section 5, Chat text): the assistant answers it like any other message.
 */
export function ChatComposer({ busy, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const ready = !busy;

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
          maxLength={TEXT_MAX}
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md" disabled={!ready}>
          Send
        </Button>
      </Group>
    </form>
  );
}
