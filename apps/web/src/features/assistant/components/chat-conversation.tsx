import type { ChatBody, ChatOption } from '@care/contracts/chat/schemas';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useChatWithSehej } from '../api/chat-with-sehej';
import { canAnswer, chatLogReducer, emptyChatLog } from '../lib/chat-log';
import { ChatBotTurn } from './chat-bot-turn';
import { ChatComposer } from './chat-composer';
import classes from './chat-drawer.module.css';

interface ChatConversationProps {
  assistantName: string;
  /** Closes the drawer when the patient follows a link to another screen. */
  onLeave: () => void;
}

/**
 * One chat, from a fresh start (spec section 4): mounted anew each time the drawer opens, it
 * asks the server for a new chat, then sends each chosen option or typed message in turn.
 */
export function ChatConversation({ assistantName, onLeave }: ChatConversationProps) {
  const [log, dispatch] = useReducer(chatLogReducer, emptyChatLog);
  const chat = useChatWithSehej();
  /** The request that failed, kept so Try again can send it unchanged. */
  const [failed, setFailed] = useState<{ body: ChatBody; message: string } | null>(null);
  const logRef = useRef<HTMLDivElement>(null);

  const send = (body: ChatBody) => {
    setFailed(null);
    chat.mutate(body, {
      onSuccess: (reply) => dispatch({ type: 'reply', reply }),
      onError: (error) => setFailed({ body, message: error.message }),
    });
  };

  // Strict mode runs effects twice in development; the ref keeps it to one new chat per mount.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts the chat once, on mount
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send({ start_new_chat: true });
  }, []);

  // Keep the newest message in view. A new reply is shown from its start, so a long answer (or
  // a crisis card leading it) is read from the top rather than from its last option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the log grows or its state changes
  useEffect(() => {
    const el = logRef.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.clientHeight;
    const last = el.lastElementChild;
    const turnStart =
      last instanceof HTMLElement && last.dataset.turn === 'bot'
        ? last.offsetTop - 12
        : Number.POSITIVE_INFINITY;
    el.scrollTop = Math.min(bottom, turnStart);
  }, [log, chat.isPending, failed]);

  const choose = (option: ChatOption) => {
    dispatch({ type: 'option', option });
    send({ answer: option.option_code });
  };

  const write = (text: string) => {
    dispatch({ type: 'text', text });
    send({ text });
  };

  return (
    <>
      <div className={classes.log} ref={logRef} role="log" aria-live="polite" aria-label="Conversation">
        {log.entries.map((entry) =>
          entry.from === 'patient' ? (
            <div key={entry.id} className={classes.patient} data-from="patient">
              <VisuallyHidden>You: </VisuallyHidden>
              {entry.text}
            </div>
          ) : (
            <ChatBotTurn
              key={entry.id}
              entry={entry}
              answerable={canAnswer(log, entry) && !chat.isPending}
              onChoose={choose}
              onFollowLink={onLeave}
            />
          ),
        )}
        {chat.isPending && (
          <div className={classes.typing} data-testid="typing-indicator">
            <span className={classes.dot} />
            <span className={classes.dot} />
            <span className={classes.dot} />
            <VisuallyHidden>{assistantName} is typing</VisuallyHidden>
          </div>
        )}
        {failed && !chat.isPending && (
          <RetryAlert message={failed.message} onRetry={() => send(failed.body)} radius="md" />
        )}
      </div>
      <ChatComposer busy={chat.isPending} onSend={write} />
    </>
  );
}
