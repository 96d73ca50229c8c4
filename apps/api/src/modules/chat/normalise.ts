import { devanagariToLatin } from './transliterate.ts';

/**
 * The words of a message, normalised so that spellings patients use read alike, for the topic
 * keywords and the safety checks alike (keywords go through the same steps):
 *
 * - Devanagari is transliterated to the Latin spelling Hinglish writers use (मर जाऊंगी = "mar
 *   jaungi", transliterate.ts), so one rule reads both scripts;
 * - compatibility forms and case folded, accents dropped from Latin letters, apostrophes removed
 *   ("can't" = "cant");
 * - split on anything that is not a letter or digit, and a number glued to a word split off
 *   ("15tablets" = "15 tablets", "bp160" = "bp 160"; "g6pd" stays one word);
 * - Latin spellings shortened the way patients vary them: a letter typed three or more times
 *   once ("dieee" = "die"), a doubled consonant once ("marr" = "mar", "kill" = "kil") and "aa" as
 *   "a" ("maarna" = "marna"). Doubled e and o are kept, so "feel" and "fell" stay apart;
 * - a few common misspellings of the words safety depends on, spelled right (MISSPELLINGS).
 */
export function wordsOf(text: string): string[] {
  return devanagariToLatin(text.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u200b-\u200d\ufeff]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/(\d{2,})(\p{L})/gu, '$1 $2')
    .replace(/(\p{L})(\d{2,})/gu, '$1 $2')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => {
      const folded = w
        .replace(/([a-z])\1{2,}/g, '$1')
        .replace(/([b-df-hj-np-tv-z])\1/g, '$1')
        .replace(/aa/g, 'a');
      return MISSPELLINGS.get(folded) ?? folded;
    });
}

/**
 * Misspellings seen in patients' messages of words the safety rules need (after the folding
 * above), mapped to the folded right spelling. Kept short on purpose: the rules use stems
 * (`suicid*`), and the classifier reads parts of words, so most typos need no entry.
 */
const MISSPELLINGS = new Map<string, string>([
  ['sucide', 'suicide'],
  // Hindi "not" as Devanagari नहीं reads (nahin) and as typed (nahin, nahee, nai): one spelling.
  ['nahin', 'nahi'],
  ['nahee', 'nahi'],
  ['nahii', 'nahi'],
  ['thngs', 'things'],
  ['watr', 'water'],
  ['suside', 'suicide'],
  ['sucidal', 'suicidal'],
  ['suicdal', 'suicidal'],
  ['overdoze', 'overdose'],
  ['ovrdose', 'overdose'],
  ['tablts', 'tablets'],
  ['tabs', 'tablets'],
  ['tablates', 'tablets'],
  ['tablet', 'tablets'],
  ['tabelts', 'tablets'],
  ['medicines', 'medicine'],
  ['medicne', 'medicine'],
  ['myslef', 'myself'],
  ['myslf', 'myself'],
  ['mysef', 'myself'],
  ['meself', 'myself'],
  ['mself', 'myself'],
  ['urself', 'yourself'],
  ['bleding', 'bleeding'],
  ['breathng', 'breathing'],
  ['brething', 'breathing'],
  ['breating', 'breathing'],
  ['breth', 'breath'],
  ['wana', 'want'],
  ['wnt', 'want'],
  ['dnt', 'dont'],
  ['cnt', 'cant'],
  ['kno', 'know'],
  ['newbron', 'newborn'],
  ['hosptal', 'hospital'],
  ['hospitl', 'hospital'],
  ['husbnd', 'husband'],
  ['hubby', 'husband'],
  ['husbend', 'husband'],
]);
