import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import type { LabOrderData, LabTest, SavedAddress, TestBooking } from '@care/contracts/lab-tests/schemas';
import type { CheckoutSuccess } from '@care/contracts/payments/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { labTestBookings, paymentOrders, refunds } from '../src/db/schema/index.ts';
import { reconcilePayments } from '../src/modules/checkout/index.ts';
import { labTestsSeed } from '../src/seed/content/lab-tests.ts';
import { makePatients } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// A lab booking's details (issue 22): booking with only test_id works as before and asks for the
// rest; a full booking copies the saved address; each bad detail is a 400 naming it; another
// patient's address or booking is a 404 changing nothing; the details change while booked and
// not after collection or cancellation; online payment through the sandbox checkout marks the
// booking paid once (verify twice, the webhook, reconciliation); a payment for a cancelled
// booking goes back; 20 parallel bookings or changes on two instances keep the rules.

let t: TestApp;
let second: TestApp;
// 10:00 in India today: the 07:00-09:00 window has started, 11:00-13:00 has not.
let now = kolkataInstant(todayIso(), '10:00');
const clock = { now: () => now };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  second = await createTestApp({}, { secondInstanceOf: t, clock });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});
beforeEach(() => {
  now = kolkataInstant(todayIso(), '10:00');
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown, app = t) =>
  app.inject({
    method,
    url,
    remoteAddress: app.nextIp(),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const byName = (re: RegExp) => labTestsSeed.find((x) => re.test(x.name))!;
const nipt = byName(/^NIPT/);
const gtt = byName(/^Glucose Test in Pregnancy/);
const thyroid = byName(/^Thyroid Profile/);
const today = () => todayIso(now);

async function addAddress(token: string, over: Record<string, unknown> = {}) {
  return expectEnvelope<SavedAddress>(
    await call('POST', '/api/patient/addresses', token, {
      label: 'Home',
      line1: 'Flat 3B, Lotus Apartments',
      city: 'Pune',
      state: 'Maharashtra',
      pin_code: '411001',
      ...over,
    }),
    201,
  ).data;
}
const book = (token: string, body: Record<string, unknown>, app = t) =>
  call('POST', '/api/test/test-book', token, body, app);
const patch = (token: string, id: string, body: Record<string, unknown>, app = t) =>
  call('PATCH', `/api/test/my-bookings/${id}`, token, body, app);
const bookingRow = async (id: string) =>
  (await t.app.deps.db.select().from(labTestBookings).where(eq(labTestBookings.id, id)))[0]!;
const rowsOf = (patientId: string) =>
  t.app.deps.db.select().from(labTestBookings).where(eq(labTestBookings.patientId, patientId));

describe('the catalogue', () => {
  it('gives each test its preparation advice and whether it can be collected at home', async () => {
    const tests = expectEnvelope<LabTest[]>(await call('GET', '/api/test'), 200).data;
    expect(tests.length).toBe(labTestsSeed.length);
    expect(tests.every((x) => x.preparation.length > 10)).toBe(true);
    expect(tests.find((x) => x._id === gtt.id)).toMatchObject({ home_collection: false });
    expect(tests.find((x) => x._id === nipt.id)).toMatchObject({
      home_collection: true,
      preparation: expect.stringContaining('10 weeks'),
      display_test_name: nipt.name,
      mrp: nipt.mrp,
      test_category: 'duringPregnancy',
    });
  });
});

describe('booking with only test_id', () => {
  it('answers 201 with the fields it always had, and the details to choose later', async () => {
    const [a] = await makePatients(t, 1);
    const res = await book(a!.token, { test_id: nipt.id });
    const booked = expectEnvelope<TestBooking>(res, 201, m.booked).data;
    expect(booked).toMatchObject({
      test_id: nipt.id,
      display_test_name: nipt.name,
      mrp: nipt.mrp,
      status: 'booked',
      collection_mode: null,
      address_text: null,
      collection_date: null,
      collection_window: null,
      payment_mode: null,
      payment_state: 'unpaid',
      details_needed: true,
      can_change: true,
      can_pay: false,
      next_step: m.detailsNeeded,
      report_id: null,
    });
    expect(booked.booking_no).toMatch(/^T-\d+$/);
    expect(typeof booked.createdAt).toBe('string');
    expect(booked.preparation).toContain('10 weeks');
  });
});

describe('booking with details', () => {
  it('books a home collection, copying the address so a later edit does not move it', async () => {
    const [a] = await makePatients(t, 1);
    const address = await addAddress(a!.token, { landmark: 'Near City Mall' });
    const date = addDays(today(), 2);
    const booked = expectEnvelope<TestBooking>(
      await book(a!.token, {
        test_id: thyroid.id,
        collection_mode: 'home',
        address_id: address._id,
        collection_date: date,
        collection_window: '07:00-09:00',
        payment_mode: 'at_collection',
      }),
      201,
    ).data;
    expect(booked).toMatchObject({
      collection_mode: 'home',
      address_id: address._id,
      address_text: 'Flat 3B, Lotus Apartments, Near City Mall, Pune, Maharashtra 411001',
      collection_date: date,
      collection_window: '07:00-09:00',
      payment_mode: 'at_collection',
      details_needed: false,
      can_pay: false,
    });
    expect(booked.next_step).toContain('A phlebotomist will come to Flat 3B, Lotus Apartments');
    expect(booked.next_step).toContain('between 07:00 and 09:00');
    expect(booked.next_step).toContain('No fasting is needed.');
    expect(booked.preparation).toContain('If you take thyroxine');
    expect(booked.next_step).toContain('Please pay ₹600 at collection.');

    // Editing, then deleting, the saved address leaves the booking where it was.
    expectEnvelope(
      await call('PATCH', `/api/patient/addresses/${address._id}`, a!.token, { city: 'Mumbai' }),
      200,
    );
    expect((await bookingRow(booked._id)).addressText).toContain('Pune');
    await t.inject({
      method: 'DELETE',
      url: `/api/patient/addresses/${address._id}`,
      remoteAddress: t.nextIp(),
      headers: bearer(a!.token),
    });
    const after = await bookingRow(booked._id);
    expect(after.addressId).toBeNull();
    expect(after.addressText).toContain('Pune');
  });

  it('books a lab visit for a test that needs the lab, and refuses it at home', async () => {
    const [a] = await makePatients(t, 1);
    const address = await addAddress(a!.token);
    const home = await book(a!.token, {
      test_id: gtt.id,
      collection_mode: 'home',
      address_id: address._id,
      collection_date: today(),
      collection_window: '11:00-13:00',
    });
    expectEnvelope(home, 400, m.homeNotOffered);
    const visit = expectEnvelope<TestBooking>(
      await book(a!.token, {
        test_id: gtt.id,
        collection_mode: 'lab_visit',
        collection_date: today(),
        collection_window: '11:00-13:00',
        payment_mode: 'online',
      }),
      201,
    ).data;
    expect(visit).toMatchObject({
      collection_mode: 'lab_visit',
      address_text: null,
      home_collection: false,
      can_pay: true,
    });
    expect(visit.next_step).toContain('Please visit the lab on');
    expect(visit.next_step).toContain('Pay online');
  });

  it('refuses each bad detail with a 400 naming it, and books nothing', async () => {
    const [a] = await makePatients(t, 1);
    const address = await addAddress(a!.token);
    const full = {
      test_id: nipt.id,
      collection_mode: 'home',
      address_id: address._id,
      collection_date: addDays(today(), 1),
      collection_window: '09:00-11:00',
      payment_mode: 'online',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ address_id: undefined }, m.addressRequired],
      [{ collection_mode: 'courier' }, m.collectionModeInvalid],
      [{ collection_date: '2026-02-30' }, m.collectionDateInvalid],
      [{ collection_date: '27/11/2026' }, m.collectionDateInvalid],
      [{ collection_date: addDays(today(), -1) }, m.collectionDateOutOfRange],
      [{ collection_date: addDays(today(), 15) }, m.collectionDateOutOfRange],
      [{ collection_date: today(), collection_window: '07:00-09:00' }, m.collectionWindowStarted],
      [{ collection_window: '06:00-07:00' }, m.collectionWindowInvalid],
      [{ payment_mode: 'cash' }, m.paymentModeInvalid],
      [{ address_id: 42 }, m.addressInvalid],
    ];
    for (const [over, message] of cases) {
      expectEnvelope(await book(a!.token, { ...full, ...over }), 400, message);
    }
    // Today's later window and the 14th day ahead are fine.
    expectEnvelope(
      await book(a!.token, {
        ...full,
        collection_date: addDays(today(), 14),
        collection_window: '17:00-19:00',
      }),
      201,
    );
    expect(await rowsOf(a!.id)).toHaveLength(1);
  });

  it('answers 404 for another patient’s address, booking nothing', async () => {
    const [a, b] = await makePatients(t, 2);
    const theirs = await addAddress(b!.token);
    const res = await book(a!.token, {
      test_id: nipt.id,
      collection_mode: 'home',
      address_id: theirs._id,
      collection_date: addDays(today(), 1),
      collection_window: '09:00-11:00',
    });
    expectEnvelope(res, 404, m.addressNotFound);
    expect(await rowsOf(a!.id)).toEqual([]);
  });
});

describe('completing or changing the details later', () => {
  it('completes a test_id-only booking, then changes it, while it is booked', async () => {
    const [a] = await makePatients(t, 1);
    const address = await addAddress(a!.token);
    const booked = expectEnvelope<TestBooking>(await book(a!.token, { test_id: nipt.id }), 201).data;
    const date = addDays(today(), 3);
    const done = expectEnvelope<TestBooking>(
      await patch(a!.token, booked._id, {
        collection_mode: 'home',
        address_id: address._id,
        collection_date: date,
        collection_window: '09:00-11:00',
        payment_mode: 'at_collection',
      }),
      200,
      m.bookingUpdated,
    ).data;
    expect(done).toMatchObject({ details_needed: false, collection_date: date, address_id: address._id });
    // Only the window changes; switching to a lab visit clears the address.
    const moved = expectEnvelope<TestBooking>(
      await patch(a!.token, booked._id, { collection_window: '13:00-15:00' }),
      200,
    ).data;
    expect(moved).toMatchObject({
      collection_window: '13:00-15:00',
      collection_date: date,
      collection_mode: 'home',
    });
    const visit = expectEnvelope<TestBooking>(
      await patch(a!.token, booked._id, { collection_mode: 'lab_visit' }),
      200,
    ).data;
    expect(visit).toMatchObject({ collection_mode: 'lab_visit', address_id: null, address_text: null });
    // Home again needs an address.
    expectEnvelope(await patch(a!.token, booked._id, { collection_mode: 'home' }), 400, m.addressRequired);
    expectEnvelope(await patch(a!.token, booked._id, {}), 400, m.nothingToChange);
    expectEnvelope(
      await patch(a!.token, booked._id, { collection_window: 'soon' }),
      400,
      m.collectionWindowInvalid,
    );
    // The same booking reads the same through GET.
    const one = expectEnvelope<TestBooking>(
      await call('GET', `/api/test/my-bookings/${booked._id}`, a!.token),
      200,
    ).data;
    expect(one.collection_mode).toBe('lab_visit');
    const list = expectEnvelope<TestBooking[]>(
      await call('GET', '/api/test/my-bookings', a!.token),
      200,
    ).data;
    expect(list[0]).toMatchObject({
      _id: booked._id,
      collection_mode: 'lab_visit',
      preparation: expect.any(String),
    });
  });

  it('answers 404 for another patient’s booking and changes nothing', async () => {
    const [a, b] = await makePatients(t, 2);
    const booked = expectEnvelope<TestBooking>(await book(a!.token, { test_id: nipt.id }), 201).data;
    const before = await bookingRow(booked._id);
    expectEnvelope(
      await patch(b!.token, booked._id, { collection_mode: 'lab_visit' }),
      404,
      m.bookingNotFound,
    );
    expectEnvelope(
      await call('GET', `/api/test/my-bookings/${booked._id}`, b!.token),
      404,
      m.bookingNotFound,
    );
    expectEnvelope(
      await call('POST', `/api/test/my-bookings/${booked._id}/pay`, b!.token),
      404,
      m.bookingNotFound,
    );
    expectEnvelope(await patch(b!.token, 'not-an-id', { collection_mode: 'lab_visit' }), 404);
    expect(await bookingRow(booked._id)).toEqual(before);
  });

  it('refuses a change once the sample is collected or the booking is cancelled', async () => {
    const [a] = await makePatients(t, 1);
    const one = expectEnvelope<TestBooking>(await book(a!.token, { test_id: nipt.id }), 201).data;
    const two = expectEnvelope<TestBooking>(await book(a!.token, { test_id: thyroid.id }), 201).data;
    const db = t.app.deps.db;
    await db
      .update(labTestBookings)
      .set({ status: 'sample_collected', collectedAt: now })
      .where(eq(labTestBookings.id, one._id));
    await db
      .update(labTestBookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'The lab could not reach you' })
      .where(eq(labTestBookings.id, two._id));
    const body = { collection_mode: 'lab_visit', collection_date: addDays(today(), 1) };
    expectEnvelope(await patch(a!.token, one._id, body), 409, m.bookingNotChangeable);
    expectEnvelope(await patch(a!.token, two._id, body), 409, m.bookingNotChangeable);
    expect((await bookingRow(one._id)).collectionMode).toBeNull();
    expect((await bookingRow(two._id)).collectionMode).toBeNull();
    const list = expectEnvelope<TestBooking[]>(
      await call('GET', '/api/test/my-bookings', a!.token),
      200,
    ).data;
    expect(list.find((x) => x._id === one._id)).toMatchObject({
      next_step: m.sampleCollected,
      can_change: false,
    });
    expect(list.find((x) => x._id === two._id)).toMatchObject({
      cancel_reason: 'The lab could not reach you',
      next_step: 'This booking was cancelled: The lab could not reach you.',
      can_change: false,
      details_needed: false,
    });
  });
});

describe('paying a lab booking online', () => {
  const sandboxPay = async (orderId: string) =>
    expectEnvelope<CheckoutSuccess>(
      await call('POST', '/api/payment/sandbox/checkout', undefined, {
        order_id: orderId,
        method: 'upi',
        outcome: 'pay',
      }),
      200,
    ).data;
  const verify = (success: CheckoutSuccess) =>
    call('POST', '/api/payment/razorpay/verify', undefined, success);

  it('opens the same checkout, and a capture marks the booking paid exactly once', async () => {
    const [a] = await makePatients(t, 1);
    const booked = expectEnvelope<TestBooking>(
      await book(a!.token, {
        test_id: thyroid.id,
        collection_mode: 'lab_visit',
        collection_date: addDays(today(), 1),
        collection_window: '09:00-11:00',
        payment_mode: 'online',
      }),
      201,
    ).data;
    const order = expectEnvelope<LabOrderData>(
      await call('POST', `/api/test/my-bookings/${booked._id}/pay`, a!.token),
      200,
      m.orderCreated,
    ).data.result;
    expect(order).toMatchObject({ amount: thyroid.mrp * 100, currency: 'INR' });
    expect(order.id).toMatch(/^order_/);
    // Asked again before paying: the same order.
    const again = expectEnvelope<LabOrderData>(
      await call('POST', `/api/test/my-bookings/${booked._id}/pay`, a!.token),
      200,
    ).data.result;
    expect(again.id).toBe(order.id);

    const success = await sandboxPay(order.id);
    const first = expectEnvelope<{ status: string }>(await verify(success), 200);
    expect(first.data.status).toBe('confirmed');
    const paid = await bookingRow(booked._id);
    expect(paid.paymentState).toBe('paid');
    expect(paid.paidAt).not.toBeNull();

    // Verify again, the sandbox's webhook, and reconciliation later: nothing more changes.
    expect(expectEnvelope<{ status: string }>(await verify(success), 200).data.status).toBe('confirmed');
    now = new Date(Date.now() + 120_000);
    await reconcilePayments(t.app.deps, t.app.log);
    const still = await bookingRow(booked._id);
    expect(still.paidAt).toEqual(paid.paidAt);
    expect(still.updatedAt).toEqual(paid.updatedAt);
    const orders = await t.app.deps.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.labBookingId, booked._id));
    expect(orders.map((o) => [o.purpose, o.status])).toEqual([['lab', 'paid']]);
    expect(await t.app.deps.db.select().from(refunds).where(eq(refunds.labBookingId, booked._id))).toEqual(
      [],
    );

    const view = expectEnvelope<TestBooking>(
      await call('GET', `/api/test/my-bookings/${booked._id}`, a!.token),
      200,
    ).data;
    expect(view).toMatchObject({ payment_state: 'paid', can_pay: false });
    expect(view.next_step).toContain('Paid online.');
    expectEnvelope(
      await call('POST', `/api/test/my-bookings/${booked._id}/pay`, a!.token),
      409,
      m.alreadyPaid,
    );
    expectEnvelope(
      await patch(a!.token, booked._id, { payment_mode: 'at_collection' }),
      409,
      m.paidPaymentModeFixed,
    );
  });

  it('refuses to start a payment for a booking paid at collection or without details', async () => {
    const [a] = await makePatients(t, 1);
    const bare = expectEnvelope<TestBooking>(await book(a!.token, { test_id: nipt.id }), 201).data;
    expectEnvelope(
      await call('POST', `/api/test/my-bookings/${bare._id}/pay`, a!.token),
      409,
      m.notOnlinePayment,
    );
    expectEnvelope(await patch(a!.token, bare._id, { payment_mode: 'at_collection' }), 200);
    expectEnvelope(
      await call('POST', `/api/test/my-bookings/${bare._id}/pay`, a!.token),
      409,
      m.notOnlinePayment,
    );
    const orders = await t.app.deps.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.labBookingId, bare._id));
    expect(orders).toEqual([]);
  });

  it('refunds a payment that arrives after the booking was cancelled, leaving it unpaid', async () => {
    const [a] = await makePatients(t, 1);
    const booked = expectEnvelope<TestBooking>(
      await book(a!.token, { test_id: nipt.id, collection_mode: 'lab_visit', payment_mode: 'online' }),
      201,
    ).data;
    const order = expectEnvelope<LabOrderData>(
      await call('POST', `/api/test/my-bookings/${booked._id}/pay`, a!.token),
      200,
    ).data.result;
    await t.app.deps.db
      .update(labTestBookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'Cancelled at your request' })
      .where(eq(labTestBookings.id, booked._id));
    const success = await sandboxPay(order.id);
    const res = await verify(success);
    const body = expectEnvelope<{ status: string }>(res, 200, m.refundedCancelled);
    expect(body.data.status).toBe('refunded');
    expect((await bookingRow(booked._id)).paymentState).toBe('unpaid');
    const back = await t.app.deps.db
      .select()
      .from(refunds)
      .where(
        and(eq(refunds.labBookingId, booked._id), eq(refunds.providerPaymentId, success.razorpay_payment_id)),
      );
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ reason: 'cancelled', amount: nipt.mrp * 100 });
  });
});

describe('bursts on two instances', () => {
  it('20 parallel bookings of one test with details: one booked, the rest told it is booked already', async () => {
    const [a] = await makePatients(t, 1);
    const address = await addAddress(a!.token);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          a!.token,
          {
            test_id: nipt.id,
            collection_mode: 'home',
            address_id: address._id,
            collection_date: addDays(today(), 1 + (i % 5)),
            collection_window: '09:00-11:00',
            payment_mode: 'online',
          },
          i % 2 ? second : t,
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await rowsOf(a!.id)).toHaveLength(1);
  });

  it('20 parallel changes of one booking, racing its collection: each answers 200 or 409, none after it', async () => {
    const [a] = await makePatients(t, 1);
    const booked = expectEnvelope<TestBooking>(await book(a!.token, { test_id: nipt.id }), 201).data;
    const windows = ['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00'];
    const collect = (async () => {
      await new Promise((r) => setTimeout(r, 5));
      const [row] = await t.app.deps.db
        .update(labTestBookings)
        .set({ status: 'sample_collected', collectedAt: new Date(), collectionWindow: '17:00-19:00' })
        .where(eq(labTestBookings.id, booked._id))
        .returning();
      return row!;
    })();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        patch(
          a!.token,
          booked._id,
          {
            collection_mode: 'lab_visit',
            collection_date: addDays(today(), 2),
            collection_window: windows[i % 4],
          },
          i % 2 ? second : t,
        ),
      ),
    );
    await collect;
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    for (const r of results.filter((x) => x.statusCode === 409))
      expectEnvelope(r, 409, m.bookingNotChangeable);
    // The collection's own write is the last: no change landed after it.
    const row = await bookingRow(booked._id);
    expect(row.status).toBe('sample_collected');
    expect(row.collectionWindow).toBe('17:00-19:00');
  });
});
