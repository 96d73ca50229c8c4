import { describe, expect, it } from 'vitest';
import { helplineParts } from './helpline-links';

describe('helplineParts', () => {
  it('cuts out every helpline number with its tel: address', () => {
    const text =
      'Call Tele-MANAS on 14416 or 1-800-891-4416, or 112. Ambulance: 108 or 102. Violence at home: 181.';
    const links = helplineParts(text).filter((p) => p.tel);
    expect(links.map((p) => [p.text, p.tel])).toEqual([
      ['14416', 'tel:14416'],
      ['1-800-891-4416', 'tel:18008914416'],
      ['112', 'tel:112'],
      ['108', 'tel:108'],
      ['102', 'tel:102'],
      ['181', 'tel:181'],
    ]);
    expect(
      helplineParts(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('leaves other numbers alone', () => {
    for (const text of [
      'Week 1102 of 11+0',
      'Call 0112345',
      'it costs 1080 rupees',
      'a reading of 181/110',
      'a reading of 140/108 or 150/102',
      '1810 grams',
      'a score of 10.112 or 181.5',
      'no numbers here',
    ]) {
      expect(
        helplineParts(text).some((p) => p.tel),
        text,
      ).toBe(false);
    }
  });
});
