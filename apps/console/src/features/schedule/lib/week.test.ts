import type { StaffAppointment } from '@care/contracts/staff/schemas';
import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay, stepDate, viewDates, viewRange, weekStart, weekTitle } from './week';

const appointment = (
  id: string,
  startsAt: string,
  over: Partial<StaffAppointment> = {},
): StaffAppointment => ({
  id,
  appointment_no: `APT-${id}`,
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
  status: 'confirmed',
  type: 'mhc',
  consultation: 'self',
  patient_name: `Patient ${id}`,
  intake: 'filled',
  shared_reports: 0,
  doctor_reports: 0,
  ...over,
});

describe('the week', () => {
  it('runs Monday to Sunday', () => {
    // 2026-11-25 is a Wednesday; 2026-11-29 a Sunday; 2026-11-23 a Monday.
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(viewDates('week', '2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(viewRange('week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(viewRange('day', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('steps a day or a week, from the week’s Monday', () => {
    expect(stepDate('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(stepDate('week', '2026-11-25', 1)).toBe('2026-11-30');
    expect(stepDate('week', '2026-11-25', -1)).toBe('2026-11-16');
  });

  it('names its days and its span', () => {
    expect(dayHeading('2026-11-25')).toBe('Wednesday, 25 Nov');
    expect(weekTitle('2026-11-25')).toBe('23 – 29 Nov 2026');
    expect(weekTitle('2026-12-01')).toBe('30 Nov – 6 Dec 2026');
    expect(weekTitle('2026-12-30')).toBe('28 Dec 2026 – 3 Jan 2027');
  });
});

describe('groupByDay', () => {
  it('puts each appointment on its India date, in start order, and lists free days too', () => {
    const days = groupByDay(
      ['2026-11-23', '2026-11-24', '2026-11-25'],
      [
        appointment('late', '2026-11-24T12:30:00.000Z'),
        // 19:00 UTC on the 23rd is 00:30 on the 24th in India.
        appointment('after-midnight', '2026-11-23T19:00:00.000Z'),
        appointment('monday', '2026-11-23T04:30:00.000Z'),
        appointment('outside', '2026-11-27T04:30:00.000Z'),
      ],
    );
    expect(days.map((d) => [d.date, d.appointments.map((a) => a.id)])).toEqual([
      ['2026-11-23', ['monday']],
      ['2026-11-24', ['after-midnight', 'late']],
      ['2026-11-25', []],
    ]);
  });
});
