import { toPaise } from '@care/contracts/common/money';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { providerId } from '../../adapters/payments/sandbox-payments.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  bookings,
  patients,
  paymentOrders,
  sandboxOrders,
  sandboxPayments,
  scheduledMessages,
  seedRuns,
} from '../../db/schema/index.ts';
import { expertsSeed } from '../../seed/content/experts.ts';
import { demoPatient } from '../../seed/demo-patients.ts';

const SEED_NAME = 'room-demo-v1';
const HALF_HOUR_MS = 30 * 60_000;

/**
 * A paid sandbox order for a seeded booking, entered in the sandbox's own books too so that a
 * cancel's refund finds the payment.
 */
export async function seedPaidOrder(
  tx: Tx,
  booking: { id: string; appointmentNo: string },
  amount: number,
  now: Date,
) {
  const orderId = providerId('order');
  const paymentId = providerId('pay');
  await tx.insert(paymentOrders).values({
    purpose: 'booking',
    bookingId: booking.id,
    provider: 'sandbox',
    providerOrderId: orderId,
    amount,
    status: 'paid',
    providerPaymentId: paymentId,
    paidAt: now,
  });
  await tx
    .insert(sandboxOrders)
    .values({ id: orderId, amount, receipt: booking.appointmentNo, status: 'paid' });
  await tx
    .insert(sandboxPayments)
    .values({ id: paymentId, orderId, amount, method: 'upi', status: 'captured' });
}

/**
 * The demo patient's consultation that can be joined now: with Meera (MHC), from the last half
 * hour mark before the data loads until three hours later, so the room is open for the next hours
 * of a demo (a real slot is 30 to 60 minutes). The expert's room link is due at once, so the
 * message job texts it to her demo number when PUBLIC_URL is set. Loaded once per database.
 */
export async function seedRoomDemo(db: Db, log: FastifyBaseLogger, now: Date): Promise<void> {
  const loaded = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const [demo] = await tx.select().from(patients).where(eq(patients.patientCode, demoPatient.patientCode));
    const meera = expertsSeed.find((e) => e.firstName === 'Meera');
    if (!demo || !meera) return true;
    const startsAt = new Date(Math.floor(now.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS);
    const endsAt = new Date(startsAt.getTime() + 6 * HALF_HOUR_MS);
    const fee = toPaise(meera.fees.self);
    const [booking] = await tx
      .insert(bookings)
      .values({
        patientId: demo.id,
        expertId: meera.id,
        type: meera.type,
        startsAt,
        endsAt,
        status: 'confirmed',
        holdExpiresAt: startsAt,
        someOneElse: false,
        fullName: `${demo.firstName} ${demo.lastName}`,
        gender: demo.gender,
        dob: demo.dob,
        phone: demo.phone,
        email: demo.email,
        feeType: 'self',
        consultation: 'first',
        referredBy: 'self',
        acceptedAge: true,
        acceptedTnc: true,
        originalAmount: fee,
        discount: 0,
        totalAmount: fee,
        bookedAt: now,
        confirmedAt: now,
        notifiedAt: now,
      })
      .returning();
    await seedPaidOrder(tx, booking!, fee, now);
    await tx.insert(scheduledMessages).values({ bookingId: booking!.id, kind: 'expert_link', dueAt: now });
    return true;
  });
  if (loaded) log.info('demo consultation room loaded');
}
