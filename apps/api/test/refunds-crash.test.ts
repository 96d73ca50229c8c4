import { fork } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerId } from '../src/adapters/payments/sandbox-payments.ts';
import { bookings, paymentOrders, refunds, sandboxOrders, sandboxPayments } from '../src/db/schema/index.ts';
import { processRefunds, queueRefund, REFUND_LEASE_MS } from '../src/modules/payments/index.ts';
import { ananya, makePatients } from './helpers/booking-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Refunds as jobs (issue 17) across crashes and instances: a refund worker killed (SIGKILL)
// before it asks the provider, or after the provider made the refund but before the row says so,
// loses nothing and refunds once; passes on two instances at once refund each payment once.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
const silent = { warn() {}, error() {}, info() {} } as never;
let day = 700;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t?.close();
});

/** A confirmed, paid booking whose captured sandbox payment is owed back: its refund's id. */
async function owedRefund(): Promise<{ refundId: string; paymentId: string }> {
  const db = t.app.deps.db;
  const [p] = await makePatients(t, 1);
  const startsAt = new Date(Date.now() + day++ * 86_400_000);
  const [b] = await db
    .insert(bookings)
    .values({
      patientId: p!.id,
      expertId: ananya.id,
      type: 'mhc',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      status: 'cancelled',
      holdExpiresAt: now,
    })
    .returning();
  const orderId = providerId('order');
  const paymentId = providerId('pay');
  await db
    .insert(sandboxOrders)
    .values({ id: orderId, amount: 150_000, receipt: b!.appointmentNo, status: 'paid' });
  await db
    .insert(sandboxPayments)
    .values({ id: paymentId, orderId, amount: 150_000, method: 'upi', status: 'captured' });
  const [o] = await db
    .insert(paymentOrders)
    .values({
      purpose: 'booking',
      bookingId: b!.id,
      provider: 'sandbox',
      providerOrderId: orderId,
      amount: 150_000,
      status: 'refunded',
      providerPaymentId: paymentId,
    })
    .returning();
  const [refundId] = await db.transaction((tx) =>
    queueRefund(
      tx,
      { orderRowId: o!.id, bookingId: b!.id, paymentId, amount: 150_000, reason: 'cancelled' },
      now,
    ),
  );
  return { refundId: refundId!, paymentId };
}

const refundRow = async (id: string) =>
  (await t.app.deps.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const paymentRow = async (id: string) =>
  (await t.app.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!;

async function killWorker(refundId: string, when: 'before' | 'after') {
  const child = fork(
    path.join(import.meta.dirname, 'helpers/refund-crash-child.ts'),
    [t.databaseUrl!, refundId, when],
    {
      stdio: 'ignore',
      execArgv: [],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.on('message', () => resolve());
    child.on('exit', (code) => reject(new Error(`child exited (${code}) before claiming`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('refunds across a crash', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a worker killed before it asks the provider: the refund is made once the lease lapses',
    async () => {
      now = new Date();
      const { refundId, paymentId } = await owedRefund();
      await killWorker(refundId, 'before');
      expect(await refundRow(refundId)).toMatchObject({ status: 'processing', attempts: 1 });
      expect((await paymentRow(paymentId)).status).toBe('captured');
      // While the dead worker's lease holds, nobody asks again.
      expect((await processRefunds(t.app.deps, silent, { ids: [refundId] })).refunded).toBe(0);
      now = new Date(Date.now() + REFUND_LEASE_MS + 1000);
      expect((await processRefunds(t.app.deps, silent, { ids: [refundId] })).refunded).toBe(1);
      const payment = await paymentRow(paymentId);
      expect(payment.status).toBe('refunded');
      expect(await refundRow(refundId)).toMatchObject({
        status: 'refunded',
        attempts: 2,
        providerRefundId: payment.refundId,
      });
    },
    30_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a worker killed after the provider refunded: the retry finds that refund and makes no second one',
    async () => {
      now = new Date();
      const { refundId, paymentId } = await owedRefund();
      await killWorker(refundId, 'after');
      const made = await paymentRow(paymentId);
      expect(made).toMatchObject({ status: 'refunded', refundReceipt: refundId });
      expect(await refundRow(refundId)).toMatchObject({ status: 'processing' });
      const asked: string[] = [];
      const provider = t.app.deps.payments;
      const real = provider.refund.bind(provider);
      provider.refund = async (id, amount, receipt) => {
        asked.push(id);
        return real(id, amount, receipt);
      };
      try {
        now = new Date(Date.now() + REFUND_LEASE_MS + 1000);
        expect((await processRefunds(t.app.deps, silent, { ids: [refundId] })).refunded).toBe(1);
      } finally {
        provider.refund = real;
      }
      expect(asked).toEqual([]);
      expect(await refundRow(refundId)).toMatchObject({
        status: 'refunded',
        providerRefundId: made.refundId,
      });
      expect((await paymentRow(paymentId)).refundId).toBe(made.refundId);
    },
    30_000,
  );
});

describe('refunds on two instances', () => {
  it('60 refunds worked by 8 passes on two instances at once: each payment refunded once', async () => {
    const b = await createTestApp({}, { secondInstanceOf: t, clock });
    try {
      now = new Date();
      const owed = [];
      for (let i = 0; i < 60; i++) owed.push(await owedRefund());
      const asked = new Map<string, number>();
      for (const app of [t, b]) {
        const provider = app.app.deps.payments;
        const real = provider.refund.bind(provider);
        provider.refund = async (id, amount, receipt) => {
          asked.set(id, (asked.get(id) ?? 0) + 1);
          return real(id, amount, receipt);
        };
      }
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => processRefunds((i % 2 ? b : t).app.deps, silent)),
      );
      // Whatever a pass did not reach (20 a pass) goes on the next.
      while ((await processRefunds(t.app.deps, silent)).refunded > 0);
      for (const o of owed) {
        expect(asked.get(o.paymentId)).toBe(1);
        expect((await refundRow(o.refundId)).status).toBe('refunded');
      }
    } finally {
      await b.close();
    }
  }, 60_000);
});
