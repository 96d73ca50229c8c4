import type { ChatOption } from '@care/contracts/chat/schemas';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ChatEntry } from '../lib/chat-log';
import { helplineParts } from '../lib/helpline-links';
import classes from './chat-drawer.module.css';
import { CrisisCard } from './crisis-card';

/** An answer's text with its helpline numbers as tap-to-call links. */
function WithHelplineLinks({ text }: { text: string }) {
  return (
    <>
      {helplineParts(text).map((part) =>
        part.tel ? (
          <a key={part.at} href={part.tel} className={classes.helplineNumber}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

interface ChatBotTurnProps {
  entry: Extract<ChatEntry, { from: 'bot' }>;
  /** False for older replies and while an answer is on its way. */
  answerable: boolean;
  onChoose: (option: ChatOption) => void;
  /** Following a link leaves the chat: the drawer closes. */
  onFollowLink: () => void;
}

/** One reply from the assistant, on the left: its messages, then a link and the next options. */
export function ChatBotTurn({ entry, answerable, onChoose, onFollowLink }: ChatBotTurnProps) {
  const { reply, chosen } = entry;
  const { link } = reply;
  return (
    <div className={classes.turn} data-turn="bot">
      {reply.crisis && <CrisisCard />}
      {reply.welcome_message && (
        <div className={classes.bot} data-from="bot">
          {reply.welcome_message}
        </div>
      )}
      {reply.response_for_previous_question && (
        <div className={classes.bot} data-from="bot">
          <WithHelplineLinks text={reply.response_for_previous_question} />
        </div>
      )}
      {reply.empathy_message && (
        <div className={`${classes.bot} ${classes.empathy}`} data-from="bot" data-tone="empathy">
          {reply.empathy_message}
        </div>
      )}
      {link && (
        <div className={classes.options}>
          {link.href.startsWith('/') ? (
            <Button
              component={Link}
              to={link.href}
              state={link.state ?? undefined}
              onClick={onFollowLink}
              color="sea"
              size="sm"
              className={classes.option}
              classNames={{ label: classes.optionLabel }}
            >
              {link.label}
            </Button>
          ) : (
            // Not a screen of the app (a phone number, say): an ordinary link.
            <Button
              component="a"
              href={link.href}
              color="sea"
              size="sm"
              className={classes.option}
              classNames={{ label: classes.optionLabel }}
            >
              {link.label}
            </Button>
          )}
        </div>
      )}
      {reply.new_question && (
        <div className={classes.bot} data-from="bot">
          {reply.new_question}
        </div>
      )}
      {reply.options_for_new_question.length > 0 && (
        <div className={classes.options} role="group" aria-label="Choose an answer">
          {reply.options_for_new_question.map((option) => (
            <Button
              key={option.option_code}
              variant="outline"
              size="sm"
              data-chosen={chosen === option.option_code || undefined}
              className={classes.option}
              classNames={{ label: classes.optionLabel }}
              disabled={!answerable}
              onClick={() => onChoose(option)}
            >
              {option.option_value}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
