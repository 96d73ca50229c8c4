import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import type { LabTest, TestBooking } from '@care/contracts/lab-tests/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labTestBookings, labTests, seedRuns } from '../src/db/schema/index.ts';
import { LAB_TESTS_TEXT_SEED, updateLabTestTexts } from '../src/modules/lab-tests/seed.ts';
import { labTestsSeed } from '../src/seed/content/lab-tests.ts';
import { makePatients } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Lab tests: the catalogue with search and category, booking at the MRP (one open booking per
// patient and test, also under 50 parallel requests on two instances), a patient's own bookings
// only, and bad input answering 4xx in the envelope.

let t: TestApp;
let second: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({}, { secondInstanceOf: t });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const list = async (query = '') =>
  expectEnvelope<LabTest[]>(
    await t.inject({ method: 'GET', url: `/api/test${query}`, remoteAddress: t.nextIp() }),
    200,
    m.list,
  ).data;
const book = (testId: unknown, token?: string, app: TestApp = t) =>
  app.inject({
    method: 'POST',
    url: '/api/test/test-book',
    payload: { test_id: testId },
    remoteAddress: app.nextIp(),
    headers: token ? bearer(token) : {},
  });
const nipt = labTestsSeed[0]!;

describe('the catalogue', () => {
  it('lists every active test, with at least 30 in the demo catalogue, priced in rupees', async () => {
    const all = await list();
    expect(all.length).toBe(labTestsSeed.length);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.find((x) => x._id === nipt.id)).toMatchObject({
      display_test_name: nipt.name,
      mrp: nipt.mrp,
      test_category: 'duringPregnancy',
    });
  });

  it('filters by category and searches by word, forgiving a typo', async () => {
    const babies = await list('?category=forBabiesChildren');
    expect(babies.length).toBeGreaterThan(0);
    expect(babies.every((x) => x.categories.includes('forBabiesChildren'))).toBe(true);
    expect((await list('?search=nipt')).map((x) => x._id)).toContain(nipt.id);
    expect((await list('?search=karyotipe')).some((x) => /Karyotype/.test(x.display_test_name))).toBe(true);
    expect((await list('?search=brca&category=adults')).map((x) => x.display_test_name)[0]).toMatch(/BRCA/);
    expect(await list('?search=zzqqxx')).toEqual([]);
    // The pattern characters of LIKE are searched as text.
    expect(await list('?search=%25')).toEqual([]);
  });

  it('refuses an unknown category and an overlong or control-character search with a 400', async () => {
    for (const q of ['?category=elderly', `?search=${'a'.repeat(101)}`, '?search=%00']) {
      const res = await t.inject({ method: 'GET', url: `/api/test${q}`, remoteAddress: t.nextIp() });
      expectEnvelope(res, 400);
    }
  });
});

describe('booking a test', () => {
  it('books at the MRP, lists it for the patient only, and refuses the same open test twice', async () => {
    const [a, b] = await makePatients(t, 2);
    const booked = expectEnvelope<TestBooking>(await book(nipt.id, a!.token), 201, m.booked).data;
    expect(booked).toMatchObject({
      test_id: nipt.id,
      mrp: nipt.mrp,
      status: 'booked',
      display_test_name: nipt.name,
    });
    expect(booked.booking_no).toMatch(/^T-\d+$/);
    expectEnvelope(await book(nipt.id, a!.token), 409, m.alreadyBooked);

    const mine = (token: string) =>
      t.inject({
        method: 'GET',
        url: '/api/test/my-bookings',
        remoteAddress: t.nextIp(),
        headers: bearer(token),
      });
    expect(expectEnvelope<TestBooking[]>(await mine(a!.token), 200).data.map((x) => x._id)).toEqual([
      booked._id,
    ]);
    expect(expectEnvelope<TestBooking[]>(await mine(b!.token), 200).data).toEqual([]);

    // Once the report is ready the same test can be booked again.
    await t.app.deps.db
      .update(labTestBookings)
      .set({ status: 'report_ready' })
      .where(eq(labTestBookings.id, booked._id));
    expectEnvelope(await book(nipt.id, a!.token), 201);
  });

  it('answers 404 for an unknown or malformed test, 400 for a missing one, 401 without a token', async () => {
    const [a] = await makePatients(t, 1);
    expectEnvelope(await book('3b8d2f10-6c1a-4e7b-9a55-1f0c7d2e9999', a!.token), 404, m.notFound);
    expectEnvelope(await book('not-a-test', a!.token), 404, m.notFound);
    expectEnvelope(await book(undefined, a!.token), 400, m.testRequired);
    expectEnvelope(await book({ $ne: null }, a!.token), 400);
    expectEnvelope(await book(nipt.id), 401);
    const rows = await t.app.deps.db
      .select()
      .from(labTestBookings)
      .where(eq(labTestBookings.patientId, a!.id));
    expect(rows).toEqual([]);
  });

  it('keeps one open booking when the same patient books one test 50 times at once on two instances', async () => {
    const [a] = await makePatients(t, 1);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(labTestsSeed[5]!.id, a!.token, i % 2 ? second : t)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await t.app.deps.db
      .select()
      .from(labTestBookings)
      .where(eq(labTestBookings.patientId, a!.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the catalogue after the clinical review', () => {
  const glucose = labTestsSeed.find((x) => /glucose/i.test(x.name))!;
  const log = { info: () => {} } as unknown as Parameters<typeof updateLabTestTexts>[1];

  it('says NIPT reads cell-free DNA mostly from the placenta, never the baby’s DNA', () => {
    for (const x of labTestsSeed) expect(`${x.name} ${x.description}`, x.name).not.toMatch(/baby.s DNA/i);
    expect(nipt.description).toMatch(/cell-free DNA in her blood that comes mostly from the placenta/);
  });

  it('tests glucose at the first antenatal visit and again at 24 to 28 weeks: 75 g, 2-hour value, non-fasting', () => {
    expect(glucose.name).toMatch(/75 g, 2-hour, DIPSI/);
    expect(glucose.description).toMatch(/MoHFW 2018, DIPSI/);
    expect(glucose.description).toMatch(/at the first antenatal visit, and again at 24 to 28 weeks/);
    expect(glucose.description).toMatch(/No fasting is needed/);
    expect(glucose.description).toMatch(/75 g of glucose/);
    expect(glucose.description).toMatch(/2 hours later/);
  });

  it('rewrites the texts of a catalogue seeded by an older version once, keeping prices and bookings', async () => {
    const db = t.app.deps.db;
    const [a] = await makePatients(t, 1);
    const booked = expectEnvelope<TestBooking>(await book(glucose.id, a!.token), 201).data;
    // The catalogue as lab-tests-v1 left it.
    await db.delete(seedRuns).where(eq(seedRuns.name, LAB_TESTS_TEXT_SEED));
    await db
      .update(labTests)
      .set({
        name: 'Oral Glucose Tolerance Test (75 g OGTT)',
        description:
          'The test for gestational diabetes, usually at 24 to 28 weeks (earlier if at higher risk).',
        searchText: 'oral glucose tolerance test (75 g ogtt)',
        mrp: 47_500,
      })
      .where(eq(labTests.id, glucose.id));
    await db
      .update(labTests)
      .set({ description: "A screening test that looks at the baby's DNA in the mother's blood." })
      .where(eq(labTests.id, nipt.id));

    expect(await updateLabTestTexts(db, log)).toBe(true);
    expect(await updateLabTestTexts(db, log)).toBe(false);

    const all = await list();
    expect(all.find((x) => x._id === glucose.id)).toMatchObject({
      display_test_name: glucose.name,
      description: glucose.description,
      mrp: 475, // only the authored texts change
    });
    expect(all.find((x) => x._id === nipt.id)!.description).toBe(nipt.description);
    expect((await list('?search=placenta')).map((x) => x._id)).toContain(nipt.id);
    expect((await list('?search=dipsi')).map((x) => x._id)).toEqual([glucose.id]);
    const [still] = await db.select().from(labTestBookings).where(eq(labTestBookings.id, booked._id));
    expect(still).toMatchObject({ testId: glucose.id, status: 'booked' });
    await db
      .update(labTests)
      .set({ mrp: glucose.mrp * 100 })
      .where(eq(labTests.id, glucose.id));
  });
});
