import type { AuditEntry } from '@care/contracts/staff/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts, staffAuditLog } from '../src/db/schema/index.ts';
import { recordStaffChange } from '../src/modules/staff/index.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The audit log of staff changes (issue 22): written by the modules in the change's own
// transaction (recordStaffChange), append-only in the database, searched by admins only.

let t: TestApp;
let admin: TestStaff;
let ops: TestStaff;
let ops2: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t, 'admin', { fullName: 'Asha Admin' });
  ops = await makeStaff(t, 'operations', { fullName: 'Ravi Operations' });
  ops2 = await makeStaff(t, 'operations', { fullName: 'Sunita Operations' });
  const db = t.app.deps.db;
  const at = (m: number) => new Date(Date.UTC(2026, 10, 20, 9, m));
  await recordStaffChange(db, {
    staff: ops,
    action: 'coupon.create',
    subject: 'coupon',
    subjectId: 'c-1',
    summary: 'WELCOME10 created: 10% off',
    before: null,
    after: { code: 'WELCOME10', discount_type: 'percent', discount_value: 10, expires_at: at(0) },
    now: at(1),
  });
  await recordStaffChange(db, {
    staff: ops2,
    action: 'refund.manual',
    subject: 'refund',
    subjectId: 'A-100042',
    summary: 'A-100042: ₹1,499 refunded by hand',
    reason: 'Expert fell ill; patient asked for the money back',
    before: { payment_state: 'paid' },
    after: { payment_state: 'refunded', amount: 149900n },
    now: at(2),
  });
  await recordStaffChange(db, {
    staff: ops,
    action: 'expert.edit',
    subject: 'expert',
    subjectId: 'e-9',
    summary: 'Dr. Arjun Nair: first consultation fee ₹1,200 → ₹1,500',
    before: { tier_1_fee: 120000 },
    after: { tier_1_fee: 150000 },
    now: at(3),
  });
});

afterAll(() => t?.close());

const search = (query: string, who: TestStaff = admin) =>
  t.inject({ method: 'GET', url: `/api/staff/audit${query}`, headers: staffAuth(who) });

describe('GET /api/staff/audit', () => {
  it('lists every change newest first with who, when, before and after', async () => {
    const body = expectEnvelope<AuditEntry[]>(await search(''), 200);
    expect(body.message).toBe('Changes made by staff.');
    expect(body.data.map((e) => e.action)).toEqual(['expert.edit', 'refund.manual', 'coupon.create']);
    const refund = body.data[1]!;
    expect(refund).toMatchObject({
      staff_id: ops2.id,
      staff_name: 'Sunita Operations',
      staff_role: 'operations',
      subject: 'refund',
      subject_id: 'A-100042',
      reason: 'Expert fell ill; patient asked for the money back',
      before: { payment_state: 'paid' },
      // A bigint is kept as a number, a Date as its ISO string.
      after: { payment_state: 'refunded', amount: 149900 },
      at: '2026-11-20T09:02:00.000Z',
    });
    expect(body.data[2]!.before).toBeNull();
    expect(body.data[2]!.after).toMatchObject({ expires_at: '2026-11-20T09:00:00.000Z' });
  });

  it('filters by staff member, subject (any case), subject id and words', async () => {
    const byStaff = expectEnvelope<AuditEntry[]>(await search(`?staff_id=${ops.id}`), 200);
    expect(byStaff.data.map((e) => e.action)).toEqual(['expert.edit', 'coupon.create']);
    const bySubject = expectEnvelope<AuditEntry[]>(await search('?subject=Refund'), 200);
    expect(bySubject.data.map((e) => e.subject_id)).toEqual(['A-100042']);
    const byId = expectEnvelope<AuditEntry[]>(await search('?subject=expert&subject_id=e-9'), 200);
    expect(byId.data).toHaveLength(1);
    const byWords = expectEnvelope<AuditEntry[]>(await search('?q=fell%20ill'), 200);
    expect(byWords.data.map((e) => e.action)).toEqual(['refund.manual']);
    const byName = expectEnvelope<AuditEntry[]>(await search('?q=sunita'), 200);
    expect(byName.data).toHaveLength(1);
    // A LIKE wildcard is a character here, not "anything".
    expect(expectEnvelope<AuditEntry[]>(await search('?q=_'), 200).data).toEqual([]);
    expect(expectEnvelope<AuditEntry[]>(await search('?page=2'), 200).data).toEqual([]);
  });

  it('refuses malformed filters in words', async () => {
    const bad = expectEnvelope(await search('?subject=patients'), 400);
    expect(bad.message).toMatch(/subject/i);
    expectEnvelope(await search('?staff_id=not-an-id'), 400);
    expectEnvelope(await search('?page=0'), 400);
  });

  it('is for admins only: operations and experts 403, a patient token or none 401', async () => {
    expectEnvelope(await search('', ops), 403);
    const expert = await makeStaff(t, 'expert', { expertId: await anyExpertId() });
    expectEnvelope(await search('', expert), 403);
    const patient = await t.signIn();
    expectEnvelope(await t.inject({ method: 'GET', url: '/api/staff/audit', headers: bearer(patient) }), 401);
    expectEnvelope(await t.inject({ method: 'GET', url: '/api/staff/audit' }), 401);
  });
});

describe('the audit log in the database', () => {
  it('refuses to change, delete or empty an entry', async () => {
    const db = t.app.deps.db;
    const count = await db.$count(staffAuditLog);
    expect(await refusal(db.execute(sql`update staff_audit_log set summary = 'nothing happened'`))).toContain(
      'staff_audit_log is append-only',
    );
    expect(await refusal(db.execute(sql`delete from staff_audit_log`))).toContain(
      'staff_audit_log is append-only',
    );
    // In a transaction that rolls back if the TRUNCATE went through, so a regression cannot empty the log.
    expect(
      await refusal(
        db.transaction(async (tx) => {
          await tx.execute(sql`truncate staff_audit_log`);
          throw new Error('truncated');
        }),
      ),
    ).toContain('staff_audit_log is append-only');
    expect(await db.$count(staffAuditLog)).toBe(count);
    expect(await db.$count(staffAuditLog)).toBeGreaterThanOrEqual(3);
  });

  it('keeps nothing from a change that rolled back', async () => {
    const db = t.app.deps.db;
    await expect(
      db.transaction(async (tx) => {
        await recordStaffChange(tx, {
          staff: ops,
          action: 'coupon.pause',
          subject: 'coupon',
          subjectId: 'c-rolled-back',
          summary: 'paused',
          before: { active: true },
          after: { active: false },
          now: new Date(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const body = expectEnvelope<AuditEntry[]>(await search('?subject_id=c-rolled-back'), 200);
    expect(body.data).toEqual([]);
  });
});

/** Every message down an error's cause chain (drizzle wraps the database's error). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const err = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  const messages: string[] = [];
  for (let e = err as { message?: string; cause?: unknown } | null; e; e = e.cause as typeof e)
    messages.push(String(e.message));
  return messages.join(' | ');
}

async function anyExpertId(): Promise<string> {
  const [row] = await t.app.deps.db.select({ id: experts.id }).from(experts).limit(1);
  return row!.id;
}
