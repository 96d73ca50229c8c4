import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expertMessages as m } from './messages.ts';
import {
  expertListData,
  expertSearchSchema,
  listedDoctorSchema,
  slotData,
  slotQuerySchema,
} from './schemas.ts';

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!;
}

describe('expertSearchSchema', () => {
  it('takes the type in either case and answers it lower case, page 1 of 10 by default', () => {
    expect(expertSearchSchema.parse({ type: 'MHC' })).toMatchObject({ type: 'mhc', page: 1, records: 10 });
    expect(expertSearchSchema.parse({ type: ' gc ' }).type).toBe('gc');
  });

  it('refuses an unknown type, a page size outside the list and a page below 1', () => {
    expect(firstIssue(expertSearchSchema, { type: 'x' }).message).toBe(m.typeInvalid);
    expect(firstIssue(expertSearchSchema, { type: 'gc', records: '7' }).message).toBe(m.recordsInvalid);
    expect(firstIssue(expertSearchSchema, { type: 'gc', records: 'ten' }).message).toBe(m.recordsInvalid);
    expect(firstIssue(expertSearchSchema, { type: 'gc', page: '0' }).message).toBe(m.pageInvalid);
    expect(firstIssue(expertSearchSchema, { type: 'gc', page: '1.5' }).message).toBe(m.pageInvalid);
    for (const records of [10, 25, 50, 100, 500]) {
      expect(expertSearchSchema.parse({ type: 'gc', records: String(records) }).records).toBe(records);
    }
  });

  it('reads filters as comma-joined lists (query string) or arrays (body)', () => {
    const s = expertSearchSchema.parse({ type: 'mhc', language: 'Hindi, english,', concerns: ['anxiety'] });
    expect(s.language).toEqual(['hindi', 'english']);
    expect(s.concerns).toEqual(['anxiety']);
    expect(expertSearchSchema.parse({ type: 'mhc', expert_approaches: '' }).expert_approaches).toEqual([]);
  });
});

describe('slotQuerySchema', () => {
  it('takes a weekday name in any case and a real YYYY-MM-DD date', () => {
    expect(slotQuerySchema.parse({ day: 'tuesday', date: '2026-11-24', doctor_id: 'x' }).day).toBe('Tuesday');
    expect(firstIssue(slotQuerySchema, { day: 'Tuesday', date: '2026-02-30', doctor_id: 'x' }).message).toBe(
      m.dateInvalid,
    );
    expect(firstIssue(slotQuerySchema, { day: 'Tuesday', date: '24-11-2026', doctor_id: 'x' }).message).toBe(
      m.dateInvalid,
    );
    expect(firstIssue(slotQuerySchema, { day: 'Tuesday', date: '2026-11-24' }).message).toBe(
      m.doctorIdRequired,
    );
  });
});

describe('expert list sorts and filters (issue 19)', () => {
  it('takes sort, direction, a fee range in rupees and gender, and reads concern aliases', () => {
    const s = expertSearchSchema.parse({
      type: 'mhc',
      sort: 'fee',
      direction: 'desc',
      fee_min: '0',
      fee_max: '2500',
      gender: 'female',
      concerns: 'Grief and Loss,grief & loss,anxiety',
    });
    expect(s).toMatchObject({ sort: 'fee', direction: 'desc', fee_min: 0, fee_max: 2500, gender: 'female' });
    expect(s.concerns).toEqual(['grief-and-loss', 'anxiety']);
    expect(expertSearchSchema.parse({ type: 'gc', fee_min: '' }).fee_min).toBeUndefined();
  });

  it('names the field it refuses', () => {
    expect(firstIssue(expertSearchSchema, { type: 'gc', sort: 'price' }).message).toBe(m.sortInvalid);
    expect(firstIssue(expertSearchSchema, { type: 'gc', fee_min: '-1' }).message).toBe(m.feeMinInvalid);
    expect(firstIssue(expertSearchSchema, { type: 'gc', fee_max: 'x' }).message).toBe(m.feeMaxInvalid);
    expect(firstIssue(expertSearchSchema, { type: 'gc', fee_min: 9, fee_max: 1 }).message).toBe(
      m.feeRangeInvalid,
    );
    expect(firstIssue(expertSearchSchema, { type: 'gc', gender: 'x' }).message).toBe(m.genderInvalid);
  });
});

describe('the answers (zod/mini, re-exported by schemas.ts)', () => {
  const slot = { start_time: '10:00', end_time: '10:45', booked: false, past: false };

  it('check a day of slots, and refuse a time that is not HH:mm', () => {
    const day = { day: 'Tuesday', date: '2026-11-24', time_slots: [slot] };
    expect(
      slotData.parse({ result: { schedule_timing_slot: [day] } }).result.schedule_timing_slot,
    ).toHaveLength(1);
    const late = { ...day, time_slots: [{ ...slot, start_time: '25:00' }] };
    expect(slotData.safeParse({ result: { schedule_timing_slot: [late] } }).success).toBe(false);
  });

  it('check the list with its paging (whole numbers), and refuse a doctor without its fields', () => {
    const paging = { current_page: 1, total_records: 0, records: 10 };
    expect(expertListData.parse({ result: [], pagination: paging }).pagination).toEqual(paging);
    expect(expertListData.safeParse({ result: [], pagination: { ...paging, records: 1.5 } }).success).toBe(
      false,
    );
    expect(listedDoctorSchema.safeParse({ _id: 'd1' }).success).toBe(false);
  });
});
