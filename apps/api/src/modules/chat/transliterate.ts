/**
 * Devanagari to the Latin spelling Hinglish writers use, so the assistant reads "मर जाऊंगी" as it
 * reads "mar jaungi" and one rule covers both scripts. Not a scholarly scheme (ISO 15919 or
 * IAST keep long vowels and the inherent vowel, which no one types in a chat): long and short
 * vowels both become one letter, nukta forms their Urdu letters (ज़ z, फ़ f), and the inherent
 * "a" is dropped where Hindi speakers drop it — at the end of a word, and in the middle between
 * a vowel-consonant and a consonant-vowel (मरना "marna", चाहती "chahti", but करूंगी "karungi").
 * Text in other scripts passes through unchanged.
 */

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
  क़: 'k',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const MATRAS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const VIRAMA = '्';
const NUKTA = '़';
const NASALS = new Set(['ं', 'ँ']);
const VISARGA = 'ः';
const DIGITS = '०१२३४५६७८९';

/** One syllable-ish unit of a word: a consonant with its vowel (or none), or a bare vowel. */
interface Unit {
  consonant: string | null;
  /** The vowel written, '' after a virama, null when only the inherent "a" is there. */
  vowel: string | null;
  nasal: boolean;
}

export function devanagariToLatin(text: string): string {
  if (!/[\u0900-\u097f]/.test(text)) return text;
  return text.replace(/[\u0900-\u097f]+/g, (word) => transliterateWord(word));
}

function transliterateWord(word: string): string {
  const units: Unit[] = [];
  let out = '';
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    let ch = chars[i]!;
    if (chars[i + 1] === NUKTA) {
      ch += NUKTA;
      i++;
    }
    const last = units.at(-1);
    if (CONSONANTS[ch] !== undefined) units.push({ consonant: CONSONANTS[ch]!, vowel: null, nasal: false });
    else if (VOWELS[ch] !== undefined) units.push({ consonant: null, vowel: VOWELS[ch]!, nasal: false });
    else if (MATRAS[ch] !== undefined && last && last.vowel === null) last.vowel = MATRAS[ch]!;
    else if (ch === VIRAMA && last && last.vowel === null) last.vowel = '';
    else if (NASALS.has(ch) && last) last.nasal = true;
    else if (ch === VISARGA) units.push({ consonant: 'h', vowel: '', nasal: false });
    else if (DIGITS.includes(ch)) {
      out += spell(units) + String(DIGITS.indexOf(ch));
      units.length = 0;
    }
    // Anything else of the block (danda, signs) separates words.
    else {
      out += `${spell(units)} `;
      units.length = 0;
    }
  }
  return out + spell(units);
}

const hasVowel = (u: Unit | undefined) => u !== undefined && (u.vowel === null || u.vowel !== '');

function spell(units: Unit[]): string {
  let out = '';
  units.forEach((u, i) => {
    let vowel = u.vowel;
    if (vowel === null) {
      const before = units[i - 1];
      const next = units[i + 1];
      const afterNext = units[i + 2];
      // Schwa deletion: the inherent "a" goes at the end of a word (of more than one unit), and
      // between a vowel-consonant and a consonant-vowel (VC_CV).
      const final = i === units.length - 1 && i > 0;
      const medial =
        before !== undefined &&
        !before.nasal &&
        hasVowel(before) &&
        u.consonant !== null &&
        next?.consonant != null &&
        next.vowel !== '' &&
        (next.vowel !== null || afterNext !== undefined);
      vowel = final || medial ? '' : 'a';
    }
    out += (u.consonant ?? '') + vowel + (u.nasal ? 'n' : '');
  });
  return out;
}
