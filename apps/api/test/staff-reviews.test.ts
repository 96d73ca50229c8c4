import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import type { ListedDoctor } from '@care/contracts/experts/schemas';
import { reviewModerationMessages as rm } from '@care/contracts/moderation/messages';
import type { ModeratedReview } from '@care/contracts/moderation/schemas';
import { staffAuthMessages as sm } from '@care/contracts/staff/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews, staffAuditLog } from '../src/db/schema/index.ts';
import { expertsSeed } from '../src/seed/content/experts.ts';
import { makePatients } from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Operations moderates patients' reviews (the spec's testimonials, issue 22): pending ones are
// listed with the patient's first name only, approved or rejected once (a conditional UPDATE:
// of two moderators at once one wins, the other gets 409), audited; only approved ones count in
// the rating on the expert's card and page, which patients see at once (the public answers are
// cached for a minute here). On PostgreSQL a burst from two API instances shows one winner.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let second: TestApp;
let ops: TestStaff;
let ops2: TestStaff;
let admin: TestStaff;
let expert: TestStaff;
const imran = expertsSeed.find((e) => e.firstName === 'Imran')!;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ANSWER_CACHE_MS: '60000' });
  second = await createTestApp({ PUBLIC_ANSWER_CACHE_MS: '60000' }, { secondInstanceOf: t });
  ops = await makeStaff(t, 'operations', { fullName: 'Olga Operations' });
  ops2 = await makeStaff(t, 'operations', { fullName: 'Otto Operations' });
  admin = await makeStaff(t, 'admin');
  expert = await makeStaff(t, 'expert', { expertId: imran.id });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

let dayNo = 0;
/** A pending review of Imran by a new patient ("Burst ..."), on a past confirmed booking. */
async function pendingReview(rating: number, comment = 'Kind and clear.') {
  const [p] = await makePatients(t, 1);
  dayNo += 1;
  const at = kolkataInstant(addDays(todayIso(), -dayNo), '18:00');
  const [b] = await t.app.deps.db
    .insert(bookings)
    .values({
      patientId: p!.id,
      expertId: imran.id,
      type: 'mhc',
      startsAt: at,
      endsAt: new Date(at.getTime() + 30 * 60_000),
      status: 'confirmed',
      holdExpiresAt: at,
    })
    .returning();
  const [r] = await t.app.deps.db
    .insert(reviews)
    .values({ bookingId: b!.id, patientId: p!.id, expertId: imran.id, rating, comment })
    .returning();
  return { review: r!, patient: p! };
}

const call = (app: TestApp, method: 'GET' | 'POST', url: string, who: TestStaff | null) =>
  app.inject({ method, url, headers: who ? staffAuth(who) : {}, remoteAddress: app.nextIp() });
const card = async (app: TestApp = t) => {
  const res = await app.inject({ method: 'GET', url: '/api/doctor/list?type=mhc&records=100' });
  return expectEnvelope<{ result: ListedDoctor[] }>(res, 200).data.result.find((d) => d._id === imran.id)!;
};
const detail = async (app: TestApp = t) =>
  expectEnvelope<ListedDoctor>(await app.inject({ method: 'GET', url: `/api/doctor/${imran.id}` }), 200).data;
const statusOf = async (id: string) =>
  (await t.app.deps.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.status;

describe('reviews', () => {
  it('lists pending reviews with expert, rating, words, date and the first name only', async () => {
    const { review } = await pendingReview(4, 'Very patient with our questions.');
    const list = expectEnvelope<ModeratedReview[]>(
      await call(t, 'GET', '/api/staff/reviews?status=pending', ops),
      200,
      rm.list,
    ).data;
    const item = list.find((r) => r.id === review.id)!;
    expect(item).toEqual({
      id: review.id,
      expert_id: imran.id,
      expert_name: `${imran.salutation} ${imran.firstName} ${imran.lastName}`,
      rating: 4,
      comment: 'Very patient with our questions.',
      patient_first_name: 'Burst',
      status: 'pending',
      created_at: review.createdAt.toISOString(),
    });
    // The default is pending too; nothing else of the patient (surname, phone, e-mail) leaves.
    const byDefault = await call(t, 'GET', '/api/staff/reviews', ops);
    expect(byDefault.body).toContain(review.id);
    expect(byDefault.body).not.toMatch(/Patient\d|@example\.com/);
    expectEnvelope(await call(t, 'GET', '/api/staff/reviews?status=maybe', ops), 400, rm.statusInvalid);
  });

  it('approved changes the rating on the card and the page at once; rejected does not; audited', async () => {
    const start = await card(); // cached from here
    const startCount = start.rating_count;
    const a = await pendingReview(5);
    const b = await pendingReview(1);
    expect((await card()).rating_count).toBe(startCount);
    const approved = expectEnvelope<ModeratedReview>(
      await call(t, 'POST', `/api/staff/reviews/${a.review.id}/approve`, ops),
      200,
      rm.approved,
    ).data;
    expect(approved.status).toBe('approved');
    expect((await card()).rating_count).toBe(startCount + 1);
    expect((await card(second)).rating_count).toBe(startCount + 1);
    expect((await detail()).rating_count).toBe(startCount + 1);
    const afterApprove = (await card()).rating_average;
    expectEnvelope(await call(t, 'POST', `/api/staff/reviews/${b.review.id}/reject`, ops), 200, rm.rejected);
    expect(await card()).toMatchObject({ rating_count: startCount + 1, rating_average: afterApprove });
    expect(await statusOf(b.review.id)).toBe('rejected');

    // Moderated once: a second move is 409 and changes nothing.
    expectEnvelope(
      await call(t, 'POST', `/api/staff/reviews/${a.review.id}/reject`, ops),
      409,
      rm.notPending,
    );
    expect(await statusOf(a.review.id)).toBe('approved');
    // Lists by state.
    const rejected = expectEnvelope<ModeratedReview[]>(
      await call(t, 'GET', '/api/staff/reviews?status=rejected', ops),
      200,
    ).data;
    expect(rejected.map((r) => r.id)).toContain(b.review.id);

    const log = await t.app.deps.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, a.review.id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'review.approve', subject: 'review', staffId: ops.id });
    expect(log[0]!.before).toMatchObject({ status: 'pending', rating: 5 });
    expect(log[0]!.after).toMatchObject({ status: 'approved', rating: 5 });
  });

  it('permissions: experts and admins 403, patient token and none 401; 404 unknown, 400 malformed; nothing changed', async () => {
    const { review, patient } = await pendingReview(3);
    for (const url of [`/api/staff/reviews/${review.id}/approve`, `/api/staff/reviews/${review.id}/reject`]) {
      for (const who of [expert, admin]) expectEnvelope(await call(t, 'POST', url, who), 403, sm.forbidden);
      expect((await call(t, 'POST', url, null)).statusCode).toBe(401);
      const asPatient = await t.inject({
        method: 'POST',
        url,
        headers: bearer(patient.token),
        remoteAddress: t.nextIp(),
      });
      expect(asPatient.statusCode).toBe(401);
    }
    expectEnvelope(await call(t, 'GET', '/api/staff/reviews', expert), 403, sm.forbidden);
    expectEnvelope(
      await call(t, 'POST', '/api/staff/reviews/00000000-0000-4000-8000-000000000000/approve', ops),
      404,
      rm.notFound,
    );
    expect((await call(t, 'POST', '/api/staff/reviews/nope/approve', ops)).statusCode).toBe(400);
    expect(await statusOf(review.id)).toBe('pending');
  });

  it.runIf(onPostgres)(
    'burst: two instances, 60 moderators at once on one review: one 200, the rest 409',
    async () => {
      const { review } = await pendingReview(4);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          call(
            i % 2 ? second : t,
            'POST',
            `/api/staff/reviews/${review.id}/${i % 3 ? 'approve' : 'reject'}`,
            i % 2 ? ops2 : ops,
          ),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(59);
      const log = await t.app.deps.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.subjectId, review.id));
      expect(log).toHaveLength(1);
      const winner = answers.find((a) => a.statusCode === 200)!.json().data.status;
      expect(await statusOf(review.id)).toBe(winner);
    },
  );
});
