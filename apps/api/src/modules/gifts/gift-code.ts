import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code is read aloud and typed from a text message.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'GIFT-7KQ2-M9XA': 8 characters from crypto.randomInt, 31^8 ≈ 8.5 × 10^11 codes. */
export function newGiftCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `GIFT-${part()}-${part()}`;
}
