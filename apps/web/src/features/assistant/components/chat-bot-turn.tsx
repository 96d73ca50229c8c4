import { SAFETY_OPTIONS, SAFETY_QUESTION } from '@care/contracts/chat/constants';
import type { ChatOption } from '@care/contracts/chat/schemas';
import { Button } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ChatEntry } from '../lib/chat-log';
import { helplineParts } from '../lib/helpline-links';
import { urgentHelpOf } from '../lib/urgent-help';
import classes from './chat-drawer.module.css';
import { UrgentHelpCard } from './urgent-help-card';

const SAFETY_CODES = new Set<string>(Object.values(SAFETY_OPTIONS).map((o) => o.option_code));

function withoutTrailingQuestion(text: string | null): string | null {
  if (!text?.trimEnd().endsWith(SAFETY_QUESTION)) return text;
  return text.trimEnd().slice(0, -SAFETY_QUESTION.length).trimEnd() || null;
}

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

/**
 * One reply from the assistant, on the left: the urgent help leading it (if any), its messages,
 * then a link, the next options and, on a safety-net reply, the two safety options apart.
 */
export function ChatBotTurn({ entry, answerable, onChoose, onFollowLink }: ChatBotTurnProps) {
  const { reply, chosen } = entry;
  const { link } = reply;
  const urgentHelp = urgentHelpOf(reply);
  const options = reply.options_for_new_question;
  const menu = reply.safety_net ? options.filter((o) => !SAFETY_CODES.has(o.option_code)) : options;
  const safety = reply.safety_net ? options.filter((o) => SAFETY_CODES.has(o.option_code)) : [];
  const safetyQuestionId = useId();
  // The text may end with the safety question too (for apps that show text alone); here it heads
  // the safety options instead, so it is not said twice. The safety line itself stays.
  const response =
    safety.length > 0
      ? withoutTrailingQuestion(reply.response_for_previous_question)
      : reply.response_for_previous_question;
  const optionButton = (option: ChatOption, safe = false) => (
    <Button
      key={option.option_code}
      variant="outline"
      color={safe ? 'sea' : undefined}
      size="sm"
      data-chosen={chosen === option.option_code || undefined}
      className={safe ? `${classes.option} ${classes.safetyOption}` : classes.option}
      classNames={{ label: classes.optionLabel }}
      disabled={!answerable}
      onClick={() => onChoose(option)}
    >
      {option.option_value}
    </Button>
  );
  return (
    <div className={classes.turn} data-turn="bot">
      {urgentHelp && <UrgentHelpCard help={urgentHelp} />}
      {reply.welcome_message && (
        <div className={classes.bot} data-from="bot">
          {reply.welcome_message}
        </div>
      )}
      {response && (
        <div className={classes.bot} data-from="bot">
          <WithHelplineLinks text={response} />
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
      {menu.length > 0 && (
        <div className={classes.options} role="group" aria-label="Choose an answer">
          {menu.map((option) => optionButton(option))}
        </div>
      )}
      {safety.length > 0 && (
        <div className={classes.safety} role="group" aria-labelledby={safetyQuestionId}>
          <p id={safetyQuestionId} className={classes.safetyQuestion}>
            {SAFETY_QUESTION}
          </p>
          {safety.map((option) => optionButton(option, true))}
        </div>
      )}
    </div>
  );
}
