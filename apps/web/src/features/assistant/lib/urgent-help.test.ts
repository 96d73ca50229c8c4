import { describe, expect, it } from 'vitest';
import { crisisReply, emergencyReply, reply } from '../testing/chat-fixtures';
import { HELP_NOW_HELPLINES, isCrisisKind, telHref, urgentHelpOf } from './urgent-help';

describe('urgent help', () => {
  it('lists every helpline behind "Get help now", any emergency first', () => {
    expect(HELP_NOW_HELPLINES.map((h) => [h.number, h.tel])).toEqual([
      ['112', 'tel:112'],
      ['14416', 'tel:14416'],
      ['1-800-891-4416', 'tel:18008914416'],
      ['108', 'tel:108'],
      ['102', 'tel:102'],
      ['181', 'tel:181'],
    ]);
  });

  it("takes the reply's own urgent help, and the crisis numbers for a crisis reply without it", () => {
    expect(urgentHelpOf(emergencyReply)).toBe(emergencyReply.urgent_help);
    expect(urgentHelpOf(reply({}))).toBeNull();
    const fallback = urgentHelpOf(reply({ crisis: true }));
    expect(fallback?.kind).toBe('crisis');
    expect(fallback?.helplines.map((h) => h.tel)).toEqual(
      crisisReply.urgent_help?.helplines.map((h) => h.tel),
    );
  });

  it('tells crisis kinds from medical ones', () => {
    expect(
      ['crisis', 'baby_harm', 'overdose', 'psychosis', 'violence'].every((k) => isCrisisKind(k as never)),
    ).toBe(true);
    expect(['newborn', 'severe_bp', 'emergency'].some((k) => isCrisisKind(k as never))).toBe(false);
  });

  it('dials only digits', () => {
    expect(telHref({ label: 'Emergency 112', number: '112', tel: 'tel:112' })).toBe('tel:112');
    expect(telHref({ label: 'x', number: '1-800-891-4416', tel: 'javascript:alert(1)' })).toBe(
      'tel:18008914416',
    );
  });
});
