import type { ChatHelpline } from '@care/contracts/chat/schemas';
import classes from './chat-drawer.module.css';

/**
 * A helpline's label with its number kept on one line: a narrow button wraps the words, never
 * the number ("1-800-891-4416" would otherwise break at a hyphen). One span, so the button's
 * label (a flex box) lays it out as one run of text.
 */
export function HelplineLabel({ helpline, prefix = '' }: { helpline: ChatHelpline; prefix?: string }) {
  const { label, number } = helpline;
  const at = label.indexOf(number);
  const before = at === -1 ? `${label} ` : label.slice(0, at);
  const after = at === -1 ? '' : label.slice(at + number.length);
  return (
    <span>
      {prefix}
      {before}
      <span className={classes.number}>{number}</span>
      {after}
    </span>
  );
}
