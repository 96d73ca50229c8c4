import { describe, expect, it } from 'vitest';
import { credentialsLine } from './credentials-line';

describe("the expert's experience and registration line", () => {
  it('names the registration when there is one', () => {
    expect(credentialsLine(12, 'RCI A45821')).toBe('12 years of experience · Registration no. RCI A45821');
    expect(credentialsLine(1, 'MMC 2009/04/1187')).toBe(
      '1 year of experience · Registration no. MMC 2009/04/1187',
    );
  });

  it('shows no registration label for an expert without a number', () => {
    for (const none of ['', '   ', null, undefined]) {
      expect(credentialsLine(6, none)).toBe('6 years of experience');
    }
  });
});
