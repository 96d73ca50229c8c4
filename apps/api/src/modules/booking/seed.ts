import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { toPaise } from '@care/contracts/common/money';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { providerId } from '../../adapters/payments/sandbox-payments.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingReports,
  bookings,
  coupons,
  patients,
  paymentOrders,
  sandboxOrders,
  sandboxPayments,
  seedRuns,
} from '../../db/schema/index.ts';
import { DEMO_EXPERT_IDS, expertsSeed, type SeedExpert } from '../../seed/content/experts.ts';
import { demoPatient } from '../../seed/demo-patients.ts';
import { nextWorkingDay, slotsOfWindows } from '../experts/index.ts';

const SEED_NAME = 'booking-v1';

/** A booking of the demo patient whose hold ran out unpaid: its payment link says so. */
export const EXPIRED_PAYMENT_BOOKING_ID = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1001';

export const demoCoupons = [
  {
    code: 'WELCOME100',
    discountType: 'flat',
    discountValue: toPaise(100),
    description: '₹100 off any consultation',
  },
  {
    code: 'FREECONSULT',
    discountType: 'percent',
    discountValue: 100,
    oncePerPatient: true,
    description: 'Your first consultation free',
  },
] as const;

/**
 * Coupons, and the demo patient's consultations: two upcoming (GC and MHC) and two past, each
 * paid, plus one whose payment link has expired. Loaded once, after the experts.
 */
export async function seedBookingDemo(db: Db, log: FastifyBaseLogger, now: Date): Promise<void> {
  const loaded = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await tx
      .insert(coupons)
      .values(demoCoupons.map((c) => ({ ...c })))
      .onConflictDoNothing();

    const [demo] = await tx.select().from(patients).where(eq(patients.patientCode, demoPatient.patientCode));
    if (!demo) return true;
    const today = todayIso(now);
    const expert = (id: string) => expertsSeed.find((e) => e.id === id)!;
    const slotOn = (e: SeedExpert, from: string, index: number) => {
      const date = nextWorkingDay(e, from);
      const s = e.schedules[0]!;
      const slot = slotsOfWindows([{ startTime: s.start, endTime: s.end, slotMinutes: s.slotMinutes }])[
        index
      ]!;
      return { startsAt: kolkataInstant(date, slot.start_time), endsAt: kolkataInstant(date, slot.end_time) };
    };
    const kavitha = expertsSeed[2]!;
    const ananya = expert(DEMO_EXPERT_IDS.ananyaIyer);
    const vikram = expertsSeed[6]!;
    const plan = [
      {
        e: kavitha,
        ...slotOn(kavitha, addDays(today, 3), 0),
        fee: kavitha.fees.tier1,
        status: 'confirmed' as const,
      },
      {
        e: ananya,
        ...slotOn(ananya, addDays(today, 8), 1),
        fee: ananya.fees.self,
        status: 'confirmed' as const,
      },
      {
        e: vikram,
        ...slotOn(vikram, addDays(today, -20), 0),
        fee: vikram.fees.self,
        status: 'confirmed' as const,
      },
      {
        e: kavitha,
        ...slotOn(kavitha, addDays(today, -40), 0),
        fee: kavitha.fees.tier1,
        status: 'confirmed' as const,
      },
      {
        e: ananya,
        ...slotOn(ananya, addDays(today, 12), 2),
        fee: ananya.fees.self,
        status: 'expired' as const,
      },
    ];
    for (const [i, p] of plan.entries()) {
      const [row] = await tx
        .insert(bookings)
        .values({
          ...(p.status === 'expired' ? { id: EXPIRED_PAYMENT_BOOKING_ID } : {}),
          patientId: demo.id,
          expertId: p.e.id,
          type: p.e.type,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          status: p.status,
          holdExpiresAt: new Date(now.getTime() - (i + 1) * 86_400_000),
          someOneElse: false,
          fullName: `${demo.firstName} ${demo.lastName}`,
          gender: demo.gender,
          dob: demo.dob,
          phone: demo.phone,
          email: demo.email,
          feeType: p.e.type === 'mhc' ? 'self' : null,
          consultation: 'first',
          referredBy: 'self',
          acceptedAge: true,
          acceptedTnc: true,
          originalAmount: toPaise(p.fee),
          discount: 0,
          totalAmount: toPaise(p.fee),
          bookedAt: now,
          confirmedAt: p.status === 'confirmed' ? now : null,
          notifiedAt: p.status === 'confirmed' ? now : null,
        })
        .returning();
      if (p.status === 'confirmed') {
        const orderId = providerId('order');
        const paymentId = providerId('pay');
        await tx.insert(paymentOrders).values({
          purpose: 'booking',
          bookingId: row!.id,
          provider: 'sandbox',
          providerOrderId: orderId,
          amount: toPaise(p.fee),
          status: 'paid',
          providerPaymentId: paymentId,
          paidAt: now,
        });
        // The sandbox's own books hold the same payment, so a cancel's refund finds it.
        await tx
          .insert(sandboxOrders)
          .values({ id: orderId, amount: toPaise(p.fee), receipt: row!.appointmentNo, status: 'paid' });
        await tx
          .insert(sandboxPayments)
          .values({ id: paymentId, orderId, amount: toPaise(p.fee), method: 'upi', status: 'captured' });
      }
      // The older past consultation has a report the patient shared and one from the expert.
      if (i === 3)
        await tx.insert(bookingReports).values([
          {
            bookingId: row!.id,
            reportOf: 'patient',
            title: 'Anomaly scan, 20 weeks',
            filePath: 'patient-report/demo-anomaly-scan.pdf',
          },
          {
            bookingId: row!.id,
            reportOf: 'doctor',
            title: 'Counselling summary',
            filePath: 'doctor-report/demo-counselling-summary.pdf',
          },
        ]);
    }
    return true;
  });
  if (loaded) log.info('demo coupons and bookings loaded');
}
