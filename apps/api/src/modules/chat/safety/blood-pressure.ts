/**
 * A blood pressure reading in a message, as patients write it ("bp 165/100", "170 over 112",
 * "BP is 160/ 95", "upper 170 lower 100", "sys 162 dia 98",
 * "बीपी ऊपर का 165 और नीचे का 100", "बीपी १६५/११०"), and whether it is severe in pregnancy:
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
const LONE = /\b(?:b\.?\s?p|blood\s*pressure|pressure)\b\D{0,20}(\d{3})\b/gi;

export interface Reading {
  systolic: number | null;
  diastolic: number | null;
}

const DEVANAGARI_DIGITS = /[०-९]/g;

export function bloodPressureReadings(text: string): Reading[] {
  // Devanagari digits, and the letter o typed for a zero after a digit ("16o/11o").
  const t = text
    .replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/(?<=\d)[oO]|[oO](?=\d)/g, '0');
  const readings: Reading[] = [];
  const hasWord = BP_WORD.test(t);
  for (const m of t.matchAll(PAIR)) {
    const s = Number(m[1]);
    const d = Number(m[2]);
    if (s >= 70 && s <= 300 && d >= 30 && d <= 200 && s > d) readings.push({ systolic: s, diastolic: d });
  }
  if (hasWord) {
    for (const m of t.matchAll(LABELLED)) {
      if (m[1]) readings.push({ systolic: Number(m[1]), diastolic: null });
      if (m[2]) readings.push({ systolic: null, diastolic: Number(m[2]) });
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
