import { kolkataInstant, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { toPaise } from '@care/contracts/common/money';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  expertDaysOff,
  expertSchedules,
  experts,
  patients,
  seedRuns,
} from '../../db/schema/index.ts';
import { DEMO_EXPERT_IDS, expertsSeed } from '../../seed/content/experts.ts';
import { labPatient } from '../../seed/demo-patients.ts';
import { expertSearchText } from './search-text.ts';
import { slotsOfWindows } from './slots.ts';

const SEED_NAME = 'experts-v1';

/**
 * Bump when the experts' authored credentials change, so a database seeded by an older version
 * gets them (see updateExpertCredentials); the first load (SEED_NAME) already writes the current ones.
 * v2: the clinical review: an RCI number only for RCI-recognised qualifications (none for the
 * counselling psychologists with an M.A. or M.Sc.), genetic counsellors' certification by the
 * Board of Genetic Counseling, India as a credential in place of the made-up "BRGC-GC" numbers,
 * and qualifications that agree with the registration.
 */
export const EXPERT_CREDENTIALS_SEED = 'expert-credentials-v2';

/**
 * Demo experts with weekly schedules, a day off each for two of them, and one fully booked
 * day: Dr Rohan Mehta's first working day after tomorrow is sold out to the lab patient. Loaded
 * once (a seed_runs row claimed in the same transaction); dates come from the clock at load.
 */
export async function seedExperts(db: Db, log: FastifyBaseLogger, now: Date): Promise<void> {
  const loaded = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;

    for (const [i, e] of expertsSeed.entries()) {
      await tx.insert(experts).values({
        id: e.id,
        type: e.type,
        salutation: e.salutation,
        firstName: e.firstName,
        lastName: e.lastName,
        gender: e.gender,
        pronoun: e.pronoun,
        profilePicture: portraitKey(e),
        qualification: e.qualification,
        registrationNo: e.registrationNo,
        description: e.description,
        shortDescription: e.shortDescription,
        practisingSince: e.practisingSince,
        specialities: e.specialities,
        languages: e.languages,
        concerns: e.concerns,
        approaches: e.approaches,
        tier1Fee: toPaise(e.fees.tier1),
        tier2Fee: toPaise(e.fees.tier2),
        selfFee: toPaise(e.fees.self),
        coupleFee: toPaise(e.fees.couple),
        familyFee: toPaise(e.fees.family),
        medicineFee: toPaise(e.fees.medicine),
        clinicCity: e.city,
        clinicState: e.state,
        clinicCountry: 'India',
        customerSupport: '+91 80 4719 2200',
        // Demo numbers (the outbox records texts to them): where the expert's room link goes.
        mobileNumber: `90000${String(i + 1).padStart(5, '0')}`,
        searchText: expertSearchText(e),
      });
      await tx.insert(expertSchedules).values(
        e.schedules.flatMap((s) =>
          s.weekdays.map((weekday) => ({
            expertId: e.id,
            weekday,
            startTime: s.start,
            endTime: s.end,
            slotMinutes: s.slotMinutes,
          })),
        ),
      );
    }

    // Days off: the second and third weeks hold one for two experts (the date strip shows them empty).
    const today = todayIso(now);
    await tx.insert(expertDaysOff).values([
      { expertId: expertsSeed[2]!.id, date: nextWorkingDay(expertsSeed[2]!, addDays(today, 8)) },
      { expertId: expertsSeed[6]!.id, date: nextWorkingDay(expertsSeed[6]!, addDays(today, 9)) },
    ]);

    // A fully booked day for Dr Mehta, booked by the lab patient.
    const [lab] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.patientCode, labPatient.patientCode));
    const rohan = expertsSeed.find((e) => e.id === DEMO_EXPERT_IDS.rohanMehta)!;
    if (lab) {
      const day = nextWorkingDay(rohan, addDays(today, 2));
      const slots = slotsOfWindows(
        rohan.schedules
          .filter((s) => s.weekdays.includes(weekdayOf(day)))
          .map((s) => ({ startTime: s.start, endTime: s.end, slotMinutes: s.slotMinutes })),
      );
      await tx.insert(bookings).values(
        slots.map((s) => ({
          patientId: lab.id,
          expertId: rohan.id,
          type: rohan.type,
          startsAt: kolkataInstant(day, s.start_time),
          endsAt: kolkataInstant(day, s.end_time),
          status: 'confirmed' as const,
          holdExpiresAt: now,
          someOneElse: false,
          fullName: `${labPatient.firstName} ${labPatient.lastName}`,
          consultation: 'first',
          referredBy: 'self',
          acceptedAge: true,
          acceptedTnc: true,
          originalAmount: toPaise(rohan.fees.tier1),
          discount: 0,
          totalAmount: toPaise(rohan.fees.tier1),
          bookedAt: now,
          confirmedAt: now,
          notifiedAt: now,
        })),
      );
    }
    return true;
  });
  if (loaded) log.info('demo experts loaded');
  await updateExpertCredentials(db, log);
  await giveExpertsPortraits(db, log);
}

/** The demo expert's drawn portrait (scripts/make-expert-portraits.mjs), a media key under doctor/. */
export function portraitKey(e: { firstName: string; lastName: string }): string {
  return `doctor/${`${e.firstName}-${e.lastName}`.toLowerCase().replace(/[^a-z]+/g, '-')}.svg`;
}

export const EXPERT_PORTRAITS_SEED = 'expert-portraits-v1';

/**
 * Gives a database seeded before issue 19 the demo experts' portraits, once (its own seed_runs
 * row); a picture someone has since set is kept.
 */
export async function giveExpertsPortraits(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  const updated = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: EXPERT_PORTRAITS_SEED })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    for (const e of expertsSeed) {
      await tx
        .update(experts)
        .set({ profilePicture: portraitKey(e) })
        .where(and(eq(experts.id, e.id), isNull(experts.profilePicture)));
    }
    return true;
  });
  if (updated) log.info('demo experts’ portraits set');
  return updated;
}

/**
 * Rewrites the demo experts' authored credentials (qualification and registration number, and
 * the search text made from them) once per EXPERT_CREDENTIALS_SEED name, in one transaction
 * claiming its own seed_runs row. Rows are matched by the seed's fixed ids and nothing else
 * changes: schedules, days off, fees, pictures, and patients' bookings and consultations stay.
 */
export async function updateExpertCredentials(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  const updated = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: EXPERT_CREDENTIALS_SEED })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    for (const e of expertsSeed) {
      await tx
        .update(experts)
        .set({
          qualification: e.qualification,
          registrationNo: e.registrationNo,
          searchText: expertSearchText(e),
        })
        .where(eq(experts.id, e.id));
    }
    return true;
  });
  if (updated) log.info('demo experts’ credentials updated');
  return updated;
}

/** The first date on or after `from` that the expert works. */
export function nextWorkingDay(e: { schedules: { weekdays: number[] }[] }, from: string): string {
  const days = new Set(e.schedules.flatMap((s) => s.weekdays));
  let date = from;
  for (let i = 0; i < 7 && !days.has(weekdayOf(date)); i++) date = addDays(date, 1);
  return date;
}
