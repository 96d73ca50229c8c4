/**
 * A baby's breathing counted and written down ("counted baby breathing 68 per minute"): 60
 * breaths a minute or more is fast breathing, a danger sign in a baby under two months (WHO,
 * IMNCI). Read from the normalised words: a count of 60-150 within a few words of a breathing
 * word, followed by "a minute". The newborn rules only see "many" there (assess.ts turns counts
 * into "many"), which cannot tell 40 from 68.
 */
const BREATH = /^(breath|saans|sans|swas|shwas)/;
const MINUTE = /^(min|mins|minute|minutes|minit|mint)$/;

export function hasFastBreathingCount(words: readonly string[]): boolean {
  return words.some((w, i) => {
    if (!BREATH.test(w)) return false;
    for (let j = Math.max(0, i - 4); j <= i + 5 && j < words.length; j++) {
      const n = /^\d+$/.test(words[j]!) ? Number(words[j]) : 0;
      if (n >= 60 && n <= 150 && words.slice(j + 1, j + 4).some((x) => MINUTE.test(x))) return true;
    }
    return false;
  });
}
