import { describe, expect, it } from 'vitest';
import { bookingFormMessages as f } from './messages.ts';
import { bookingRequestSchema } from './schemas.ts';

const messagesOf = (input: unknown) => {
  const r = bookingRequestSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('bookingRequestSchema', () => {
  it('reports the choice and the ticks together, so the form shows every message at once', () => {
    const m = messagesOf({
      type: 'mhc',
      doctor_id: 'd',
      date: '2026-12-01',
      time_slot_start: '10:00',
      time_slot_end: '10:45',
      some_one_else: false,
      full_name: '',
      phone: '9876543210',
      referred_by: 'doctor',
      tnc_id: 't',
    });
    expect(m).toMatchObject({
      fee_type: f.counsellingType,
      full_name: f.fullName,
      dob: f.dob,
      referred_by_doctor: f.referredDoctor,
      referred_by_clinic_or_hospital: f.referredClinic,
      is_accepted_my_age_is_18_and_above: f.age,
      is_accepted_tnc: f.terms,
    });
  });

  it('reads a malformed value without throwing', () => {
    expect(() =>
      bookingRequestSchema.safeParse({ type: 'gc', full_name: 5, file_path: 'x', email: {} }),
    ).not.toThrow();
    expect(messagesOf({ type: 'gc' })).toHaveProperty('is_this_your_first_consultation', f.firstConsultation);
  });

  it('asks a name of letters for someone else', () => {
    expect(messagesOf({ type: 'gc', some_one_else: true, full_name: 'R2' })).toHaveProperty(
      'full_name',
      f.someoneElseName,
    );
  });
});
