import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BOOKING_MOVES,
  BOOKING_STATUSES,
  type BookingStatus,
  ORDER_MOVES,
  ORDER_STATUSES,
  type OrderStatus,
} from '@care/contracts/booking/lifecycle';
import { TEST_BOOKING_STATUSES } from '@care/contracts/lab-tests/constants';
import { REPORT_KINDS, RISK_STATUSES } from '@care/contracts/reports/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.ts';
import { REVIEW_STATUSES } from '../src/db/schema/appointments.ts';
import { GIFT_STATUSES } from '../src/db/schema/gifts.ts';
import { BOOKING_LINK_PURPOSES, bookings, coupons, labTests, paymentOrders } from '../src/db/schema/index.ts';
import { CALL_ACTIVITIES, CALL_PARTIES } from '../src/db/schema/meeting.ts';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../src/db/schema/outbox.ts';
import { REFUND_STATES } from '../src/db/schema/payments.ts';
import { SCHEDULED_STATUSES } from '../src/db/schema/reminders.ts';
import {
  cancelBooking,
  confirmBooking,
  markFailed,
  markOrderPaid,
  markRefunded,
} from '../src/modules/booking/index.ts';
import { ananya, makePatients } from './helpers/booking-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// One booking lifecycle (issue 17): the states are declared once in contracts and the database's
// CHECKs are written from the same lists; each move is a conditional UPDATE that happens only from
// a state the lifecycle lists for it, whatever state the row is in; money is kept in paise.

let t: TestApp;
const db = () => t.app.deps.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The values a `col IN (...)` CHECK allows, as the database has it. */
async function checkValues(table: string, name: string): Promise<string[]> {
  const rows = await db().execute<{ def: string }>(
    sql`select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_class r on r.oid = c.conrelid where r.relname = ${table} and c.conname = ${name}`,
  );
  const def = (rows as unknown as { rows: { def: string }[] }).rows?.[0]?.def ?? '';
  expect(def, `${table}.${name}`).not.toBe('');
  return [...def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'")).sort();
}

describe('statuses declared once', () => {
  const lists: [string, string, readonly string[]][] = [
    ['bookings', 'bookings_status_check', BOOKING_STATUSES],
    ['booking_links', 'booking_links_purpose_check', BOOKING_LINK_PURPOSES],
    ['payment_orders', 'payment_orders_status_check', ORDER_STATUSES],
    ['refunds', 'refunds_status_check', REFUND_STATES],
    ['outbox_messages', 'outbox_messages_status_check', OUTBOX_STATUSES],
    ['outbox_messages', 'outbox_messages_channel_check', OUTBOX_CHANNELS],
    ['scheduled_messages', 'scheduled_messages_status_check', SCHEDULED_STATUSES],
    ['gift_coupons', 'gift_coupons_status_check', GIFT_STATUSES],
    ['lab_test_bookings', 'lab_test_bookings_status_check', TEST_BOOKING_STATUSES],
    ['test_reports', 'test_reports_status_check', RISK_STATUSES],
    ['report_access_log', 'report_access_log_kind_check', REPORT_KINDS],
    ['reviews', 'reviews_status_check', REVIEW_STATUSES],
    ['call_activities', 'call_activities_party_check', CALL_PARTIES],
    ['call_activities', 'call_activities_activity_check', CALL_ACTIVITIES],
  ];
  it.each(lists)('the CHECK on %s (%s) allows exactly the declared list', async (table, name, values) => {
    expect(await checkValues(table, name)).toEqual([...values].sort());
  });

  it('the database refuses a state the lifecycle does not name', async () => {
    const [p] = await makePatients(t, 1);
    const [b] = await db()
      .insert(bookings)
      .values({
        patientId: p!.id,
        expertId: ananya.id,
        type: 'mhc',
        startsAt: new Date(Date.now() + 400 * 86_400_000),
        endsAt: new Date(Date.now() + 400 * 86_400_000 + 45 * 60_000),
        status: 'held',
        holdExpiresAt: new Date(),
      })
      .returning();
    await expect(
      db().execute(sql`update bookings set status = 'archived' where id = ${b!.id}`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});

describe('every move goes forward only, from the states the lifecycle lists', () => {
  let patientId: string;
  let day = 500;
  beforeAll(async () => {
    const [p] = await makePatients(t, 1);
    patientId = p!.id;
  });

  /** A booking of the patient in `status`, far ahead (each its own slot). */
  async function bookingIn(status: BookingStatus) {
    const startsAt = new Date(Date.now() + day++ * 86_400_000);
    const [b] = await db()
      .insert(bookings)
      .values({
        patientId,
        expertId: ananya.id,
        type: 'mhc',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        status,
        holdExpiresAt: new Date(startsAt.getTime() - 86_400_000),
      })
      .returning();
    return b!;
  }
  const statusOf = async (id: string) =>
    (await db().select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;

  it.each(BOOKING_STATUSES)(
    'a %s booking is cancelled or confirmed only if the lifecycle allows it',
    async (from) => {
      const now = new Date();
      const a = await bookingIn(from);
      const cancelled = await db().transaction((tx) => cancelBooking(tx, patientId, a.id, now, now));
      expect(Boolean(cancelled)).toBe((BOOKING_MOVES.cancelled as readonly string[]).includes(from));
      expect(await statusOf(a.id)).toBe(cancelled ? 'cancelled' : from);

      const b = await bookingIn(from);
      const confirmed = await db().transaction((tx) =>
        confirmBooking(tx, b.id, ['held', 'pending', 'expired'], now),
      );
      expect(Boolean(confirmed)).toBe((BOOKING_MOVES.confirmed as readonly string[]).includes(from));
      expect(await statusOf(b.id)).toBe(confirmed ? 'confirmed' : from);
    },
  );

  /** A payment order in `status`, on a booking of its own. */
  async function orderIn(status: OrderStatus) {
    const b = await bookingIn('pending');
    const providerOrderId = `order_lc_${day}_${status}`;
    const [o] = await db()
      .insert(paymentOrders)
      .values({
        purpose: 'booking',
        bookingId: b.id,
        provider: 'sandbox',
        providerOrderId,
        amount: 150_000,
        status,
      })
      .returning();
    return o!;
  }
  const orderStatus = async (id: string) =>
    (await db().select({ s: paymentOrders.status }).from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!
      .s;

  it.each(ORDER_STATUSES)(
    'a %s order is paid, failed or refunded only if the lifecycle allows it',
    async (from) => {
      const now = new Date();
      const allows = (to: OrderStatus) => (ORDER_MOVES[to] as readonly string[]).includes(from);

      const paid = await orderIn(from);
      await db().transaction((tx) => markOrderPaid(tx, paid.id, `pay_lc_${paid.id}`, now));
      expect(await orderStatus(paid.id)).toBe(allows('paid') ? 'paid' : from);

      const failed = await orderIn(from);
      const moved = await db().transaction((tx) => markFailed(tx, failed.providerOrderId, now));
      expect(moved).toBe(allows('failed'));
      expect(await orderStatus(failed.id)).toBe(allows('failed') ? 'failed' : from);

      const refunded = await orderIn(from);
      await db().transaction((tx) => markRefunded(tx, refunded.id, `pay_lc_r_${refunded.id}`, now));
      expect(await orderStatus(refunded.id)).toBe(allows('refunded') ? 'refunded' : from);
    },
  );
});

describe('money in paise', () => {
  it('migration 0016 turns the rupee amounts of an older database into paise', async () => {
    // The migrations up to 0015 on a fresh database, rows written as the code of then wrote them
    // (rupees), then the rest.
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgliteExtensions: extensions } = await import('../src/db/pglite-extensions.ts');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const all = migrationsFolder();
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'care-migrations-'));
    fs.cpSync(all, before, { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(before, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 15);
    fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
    const client = await PGlite.create({ extensions });
    try {
      const old = drizzle(client);
      await migrate(old, { migrationsFolder: before });
      await old.insert(coupons).values([
        { code: 'FLAT100', discountType: 'flat', discountValue: 100 },
        { code: 'HALF', discountType: 'percent', discountValue: 50 },
      ]);
      // In SQL, as the table was at 0015 (today's schema has columns that came later).
      await old.execute(
        sql`insert into lab_tests (id, name, description, mrp, categories, search_text)
            values ('0b5f3c2e-1111-4a2b-9c3d-000000000001', 'CBC', 'Blood count', 450, '{adults}', 'cbc')`,
      );
      await migrate(old, { migrationsFolder: all });
      const rows = await old.select().from(coupons);
      expect(Object.fromEntries(rows.map((c) => [c.code, c.discountValue]))).toEqual({
        FLAT100: 10_000,
        HALF: 50,
      });
      expect((await old.select().from(labTests))[0]!.mrp).toBe(45_000);
    } finally {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });

  it('the API keeps fees in paise and answers them in rupees', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/doctor/${ananya.id}` });
    const stored = (await db().execute(
      sql`select self_fee from experts where id = ${ananya.id}`,
    )) as unknown as {
      rows: { self_fee: number }[];
    };
    expect(stored.rows[0]!.self_fee).toBe(ananya.fees.self * 100);
    expect(JSON.stringify(res.json())).toContain(`"self_fee":${ananya.fees.self}`);
  });
});
