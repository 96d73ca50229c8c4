/**
 * A blood pressure reading in a message, as patients write it ("bp 165/100", "170 over 112",
 * "BP is 160/ 95", "upper 170 lower 100", "sys 162 dia 98",
 * "बीपी ऊपर का 165 और नीचे का 100", "बीपी १६५/११०", "172 upar wala, neeche wala 104", "one sixty five by
 * one ten"; a pair written lower first beside a blood pressure word, "bp 110/160", is read larger as
 * systolic), and whether it is severe in pregnancy:
 * 160 systolic or 110 diastolic and above (NICE NG133, severe hypertension: admit, whatever the
 * symptoms). Only pairs that can be a reading count (systolic 70-300 above diastolic 30-200), and
 * a lone number only beside a blood pressure word ("bp is 170").
 */

// Devanagari letters are no \w: their words are matched without \b.
const BP_WORD =
  /\b(?:b\.?\s?p|blood\s*pressure|pressure|reading|systolic|diastolic|sys|upper|lower|(?:upar|neeche|niche)\s*wal[ae])\b|बीपी|रक्तचाप/i;
const PAIR = /(\d{2,3})\s*(?:\/|\\|over|by|upon|par|on|-|–|x)\s*(\d{2,3})/gi;
const LABELLED =
  /(?:\b(?:systolic|sys|upper|upar|uper|top)|ऊपर|उपर)\D{0,12}(\d{2,3})|(?:\b(?:diastolic|dia|lower|neeche|niche|bottom)|नीचे|निचे)\D{0,12}(\d{2,3})/gi;
/** The number first, then its label: "172 upar wala", "104 neeche". */
const LABEL_AFTER =
  /(\d{2,3})\s*(?:(?:is|was|hai|h)\s+)?(?:(upper|upar|uper|top|systolic|sys|ऊपर|उपर)|(lower|neeche|niche|bottom|diastolic|dia|नीचे|निचे))/gi;
/** "upar 160 neeche 115": both labels make it a reading without the word "bp". */
const TWO_LABELS =
  /(?:\b(?:upper|upar|uper|top|systolic|sys)|ऊपर|उपर)\D{0,12}(\d{2,3})\D{0,20}(?:\b(?:lower|neeche|niche|bottom|diastolic|dia)|नीचे|निचे)\D{0,12}(\d{2,3})/gi;
const LONE = /\b(?:b\.?\s?p|blood\s*pressure|pressure)\b\D{0,20}(\d{3})\b/gi;

export interface Reading {
  systolic: number | null;
  diastolic: number | null;
}

const DEVANAGARI_DIGITS = /[०-९]/g;

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS_AND_TENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Readings said as words: "one sixty five" (165), "one ten" (110), "ninety" (90), "one hundred and sixty". */
const SPOKEN =
  /\b(?:(one|two)\s+(?:hundred\s+(?:and\s+)?)?)?(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(one|two|three|four|five|six|seven|eight|nine))?\b/gi;

function spokenToDigits(text: string): string {
  return text.replace(SPOKEN, (_, hundreds?: string, tens?: string, unit?: string) => {
    const h = hundreds ? UNITS[hundreds.toLowerCase()]! * 100 : 0;
    const t = TEENS_AND_TENS[tens!.toLowerCase()]!;
    const u = unit && t >= 20 ? UNITS[unit.toLowerCase()]! : 0;
    // "fifteen five" is no number: keep the unit as it was written.
    return `${h + t + u}${unit && t < 20 ? ` ${unit}` : ''}`;
  });
}

export function bloodPressureReadings(text: string): Reading[] {
  // Devanagari digits, and the letter o typed for a zero after a digit ("16o/11o").
  let t = text
    .replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/(?<=\d)[oO]|[oO](?=\d)/g, '0');
  const readings: Reading[] = [];
  const hasWord = BP_WORD.test(t);
  if (hasWord) t = spokenToDigits(t);
  for (const m of t.matchAll(PAIR)) {
    let s = Number(m[1]);
    let d = Number(m[2]);
    // Lower first ("bp 110/160" copied from a report): the larger is the systolic.
    if (hasWord && s < d) [s, d] = [d, s];
    if (s >= 70 && s <= 300 && d >= 30 && d <= 200 && s > d) readings.push({ systolic: s, diastolic: d });
  }
  for (const m of t.matchAll(TWO_LABELS)) readings.push({ systolic: Number(m[1]), diastolic: Number(m[2]) });
  if (hasWord) {
    for (const m of t.matchAll(LABELLED)) {
      if (m[1]) readings.push({ systolic: Number(m[1]), diastolic: null });
      if (m[2]) readings.push({ systolic: null, diastolic: Number(m[2]) });
    }
    for (const m of t.matchAll(LABEL_AFTER)) {
      if (m[2]) readings.push({ systolic: Number(m[1]), diastolic: null });
      if (m[3]) readings.push({ systolic: null, diastolic: Number(m[1]) });
    }
    if (readings.length === 0) {
      for (const m of t.matchAll(LONE)) readings.push({ systolic: Number(m[1]), diastolic: null });
    }
  }
  return readings;
}

/** A pair needs no word ("165/112" is a reading); a lone number needs one beside it. */
export function hasSevereBloodPressure(text: string): boolean {
  return bloodPressureReadings(text).some(
    (r) =>
      (r.systolic !== null && r.systolic >= 160 && r.systolic <= 300) ||
      (r.diastolic !== null && r.diastolic >= 110 && r.diastolic <= 200),
  );
}
