import { randomUUID } from 'node:crypto';
import { WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { eq } from 'drizzle-orm';
import { pages, patients, uploads } from '../../src/db/schema/index.ts';
import { signPatientToken } from '../../src/lib/tokens.ts';
import { nextWorkingDay } from '../../src/modules/experts/seed.ts';
import { DEMO_EXPERT_IDS, expertsSeed, type SeedExpert } from '../../src/seed/content/experts.ts';
import type { TestApp } from './test-app.ts';

// Booking fixtures: patients made straight in the database (a burst needs hundreds), their
// tokens signed with the app's keys, and slots of the seeded experts far from seeded bookings.

export const ananya = expertsSeed.find((e) => e.id === DEMO_EXPERT_IDS.ananyaIyer)!;
export const rohan = expertsSeed.find((e) => e.id === DEMO_EXPERT_IDS.rohanMehta)!;
export const sneha = expertsSeed.find((e) => e.firstName === 'Sneha')!;

let patientNo = 0;

/** `n` patients with session tokens, inserted directly (no sign-up flow). */
export async function makePatients(
  t: TestApp,
  n: number,
): Promise<{ id: string; token: string; phone: string }[]> {
  const rows = Array.from({ length: n }, () => {
    patientNo += 1;
    const tag = `${process.pid % 1000}${String(patientNo).padStart(5, '0')}`;
    return {
      patientCode: `T-${randomUUID().slice(0, 13)}`,
      firstName: 'Burst',
      lastName: `Patient${patientNo}`,
      phone: `6${tag.padStart(9, '0').slice(-9)}`,
      email: `burst${tag}-${randomUUID().slice(0, 6)}@example.com`,
      gender: 'female',
      dob: '1990-01-01',
      registeredAt: new Date(),
    };
  });
  const inserted = await t.app.deps.db.insert(patients).values(rows).returning();
  return Promise.all(
    inserted.map(async (p) => ({
      id: p.id,
      phone: p.phone,
      token: await signPatientToken(t.app.deps.tokenKeys, p.id, p.sessionEpoch),
    })),
  );
}

/** A working date of the expert at least `daysAhead` days from today, and its slot number `index`. */
export function slotOf(e: SeedExpert, daysAhead: number, index = 0) {
  const date = nextWorkingDay(e, addDays(todayIso(), daysAhead));
  const w = e.schedules.find((s) => s.weekdays.includes(weekdayOf(date)))!;
  const [h, m] = w.start.split(':').map(Number) as [number, number];
  const start = h * 60 + m + index * w.slotMinutes;
  const hhmm = (x: number) =>
    `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
  return {
    doctor_id: e.id,
    date,
    time_slot_start: hhmm(start),
    time_slot_end: hhmm(start + w.slotMinutes),
    day: WEEKDAYS[weekdayOf(date)]!,
  };
}

export async function tncId(t: TestApp, type: 'gc' | 'mhc'): Promise<string> {
  const [page] = await t.app.deps.db
    .select({ id: pages.id })
    .from(pages)
    .where(eq(pages.slug, `tnc-${type}`));
  return page!.id;
}

/** A complete booking form for the slot (own account), overridable field by field. */
export function bookingForm(
  slot: ReturnType<typeof slotOf>,
  type: 'gc' | 'mhc',
  tnc: string,
  over: Record<string, unknown> = {},
) {
  const { day: _, ...s } = slot;
  return {
    ...s,
    type,
    some_one_else: false,
    full_name: 'Ananya Sharma',
    gender: 'female',
    dob: '1994-03-14',
    email: 'demo@example.com',
    phone: '9876543210',
    fee_type: type === 'mhc' ? 'self' : null,
    is_this_your_first_consultation: type === 'gc' ? 'first' : null,
    referred_by: 'self',
    referred_by_doctor: '',
    referred_by_clinic_or_hospital: '',
    is_accepted_my_age_is_18_and_above: true,
    is_accepted_tnc: true,
    tnc_id: tnc,
    coupon_code: '',
    report_id: [],
    file_path: [],
    ...over,
  };
}

/** An upload the patient has finished (as the signed-URL flow records it). */
export async function arrivedUpload(
  t: TestApp,
  patientId: string,
  folder = 'patient-report',
): Promise<string> {
  const key = `${folder}/${patientId}/${randomUUID()}.pdf`;
  await t.app.deps.db.insert(uploads).values({
    key,
    patientId,
    folder,
    contentType: 'application/pdf',
    maxBytes: 10 * 1024 * 1024,
    size: 1000,
    uploadedAt: new Date(),
  });
  return key;
}
