import { helplines } from '@care/contracts/common/helplines';

// The assistant's answers are plain text; the helpline numbers in them (Tele-MANAS, 112, the
// 108 and 102 ambulances, the 181 Women Helpline) are cut out so the drawer can show them as
// tap-to-call links.

export interface TextPart {
  text: string;
  /** Where the part starts in the text (a stable key). */
  at: number;
  /** The tel: address when the part is a helpline number. */
  tel?: string;
}

const NUMBERS = [
  helplines.teleManasTollFree,
  helplines.teleManas,
  helplines.emergency,
  helplines.ambulance,
  helplines.pregnancyAmbulance,
  helplines.women,
];
const telOf = new Map<string, string>(NUMBERS.map((n) => [n.number, n.tel]));
// A number only on its own: not inside a longer number, a date, "11+0", a blood pressure
// ("140/108") or a decimal ("181.5").
const PATTERN = new RegExp(
  `(?<![\\d+/-]|\\d[.,])(${NUMBERS.map((n) => n.number.replace(/[-+]/g, '\\$&')).join('|')})(?![\\d+/-]|[.,]\\d)`,
  'g',
);

export function helplineParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const at = match.index;
    if (at > last) parts.push({ text: text.slice(last, at), at: last });
    parts.push({ text: match[0], at, tel: telOf.get(match[0]) });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), at: last });
  return parts;
}
