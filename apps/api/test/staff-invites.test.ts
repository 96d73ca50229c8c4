import { randomUUID } from 'node:crypto';
import { STAFF_INVITE_HOURS } from '@care/contracts/staff/constants';
import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import { staffPendingInviteSchema } from '@care/contracts/staff/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts, staffInvites } from '../src/db/schema/index.ts';
import { hashInviteToken } from '../src/modules/staff/invites.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { codeAt, inviteAndAccept, STAFF_PASSWORD, testClock } from './helpers/staff-sign-in.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Pending invites (issue 21): a new invite for an e-mail withdraws the earlier ones, admins list
// the pending invites (any admin's) and withdraw one; a withdrawn link answers as an expired one.
// The parallel versions (two invites at once, two withdrawals at once) are in staff-burst.test.ts.

const clock = testClock();
let t: TestApp;
let admin: TestStaff;
let otherAdmin: TestStaff;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await makeStaff(t, 'admin', { fullName: 'Asha Admin' });
  otherAdmin = await makeStaff(t, 'admin', { fullName: 'Ravi Admin' });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.deps.db;
const send = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.inject({ method, url, headers, remoteAddress: t.nextIp(), ...(payload ? { payload } : {}) });
const list = async (by: TestStaff = admin) =>
  expectEnvelope<Record<string, unknown>[]>(
    await send('GET', '/api/staff/invites', staffAuth(by)),
    200,
    m.pendingInvites,
  ).data;
const withdraw = (id: string, by: TestStaff = admin) =>
  send('DELETE', `/api/staff/invites/${id}`, staffAuth(by));
const open = (token: string) => send('POST', '/api/staff/invites/open', {}, { token });
const accept = async (token: string, secret: string) =>
  send(
    'POST',
    '/api/staff/invites/accept',
    {},
    { token, password: STAFF_PASSWORD, code: await codeAt(secret, clock.now()) },
  );

let inviteNo = 0;
/** Sends an invite as `by`; answers its id and the token its link carries. */
async function invite(
  by: TestStaff,
  over: { email?: string; full_name?: string; role?: string; expert_id?: string } = {},
): Promise<{ id: string; token: string; email: string }> {
  inviteNo += 1;
  const payload = {
    email: `pending.${inviteNo}@care.test`,
    full_name: `Pending Person ${inviteNo}`,
    role: 'operations',
    ...over,
  };
  const sent = expectEnvelope<{ id: string; email: string; invite_url: string }>(
    await send('POST', '/api/staff/invites', staffAuth(by), payload),
    201,
    m.inviteSent,
  ).data;
  return { id: sent.id, email: sent.email, token: new URL(sent.invite_url).hash.slice(1) };
}

/** Opens the link (drawing the authenticator secret) and answers the secret. */
async function secretOf(token: string): Promise<string> {
  return expectEnvelope<{ totp_secret: string }>(await open(token), 200, m.inviteOpened).data.totp_secret;
}

async function freeExpert(): Promise<{ id: string; name: string }> {
  const [row] = await db()
    .select({
      id: experts.id,
      salutation: experts.salutation,
      first: experts.firstName,
      last: experts.lastName,
    })
    .from(experts)
    .where(
      sql`not exists (select 1 from staff_accounts s where s.expert_id = ${experts.id})
        and not exists (select 1 from staff_invites i where i.expert_id = ${experts.id})`,
    )
    .limit(1);
  return { id: row!.id, name: `${row!.salutation} ${row!.first} ${row!.last}`.trim() };
}

describe('a new invite for an e-mail withdraws the earlier ones', () => {
  it('the earlier link answers as expired on opening and on accepting; the new one works', async () => {
    const first = await invite(admin, { email: 'twice.sent@care.test' });
    const firstSecret = await secretOf(first.token);
    // Another admin sends again, the e-mail typed in another case and with spaces.
    const second = await invite(otherAdmin, { email: '  Twice.Sent@CARE.test ' });
    expect(second.email).toBe('twice.sent@care.test');

    expectEnvelope(await open(first.token), 410, m.inviteExpired);
    expectEnvelope(await accept(first.token, firstSecret), 410, m.inviteExpired);
    expect((await list()).filter((i) => i.email === 'twice.sent@care.test').map((i) => i.id)).toEqual([
      second.id,
    ]);

    const secret = await secretOf(second.token);
    clock.tick();
    expectEnvelope(await accept(second.token, secret), 201, m.inviteAccepted);
    expect((await list()).some((i) => i.email === 'twice.sent@care.test')).toBe(false);
  });

  it('leaves other e-mails’ invites alone', async () => {
    const kept = await invite(admin);
    await invite(admin);
    expect((await list()).some((i) => i.id === kept.id)).toBe(true);
    expect((await open(kept.token)).statusCode).toBe(200);
  });
});

describe('GET /api/staff/invites', () => {
  it('lists pending invites newest first, any admin’s, with the expert’s and the sender’s names and no secret', async () => {
    const expert = await freeExpert();
    const older = await invite(admin, { role: 'expert', expert_id: expert.id, full_name: 'Dr To Be' });
    // Opened, so the invite holds a sealed authenticator secret too.
    await secretOf(older.token);
    clock.tick(1);
    const newer = await invite(otherAdmin, { role: 'admin' });

    const res = await send('GET', '/api/staff/invites', staffAuth(otherAdmin));
    const rows = expectEnvelope<Record<string, unknown>[]>(res, 200, m.pendingInvites).data;
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const sentAt = rows.map((r) => Date.parse(r.sent_at as string));
    expect(sentAt).toEqual([...sentAt].sort((a, b) => b - a));

    const row = rows.find((r) => r.id === older.id);
    expect(row).toEqual({
      id: older.id,
      email: older.email,
      full_name: 'Dr To Be',
      role: 'expert',
      expert_id: expert.id,
      expert_name: expert.name,
      invited_by_name: 'Asha Admin',
      sent_at: expect.any(String),
      expires_at: new Date(Date.parse(row!.sent_at as string) + STAFF_INVITE_HOURS * 3600_000).toISOString(),
    });
    for (const r of rows)
      expect(Object.keys(r).sort()).toEqual(Object.keys(staffPendingInviteSchema.shape).sort());
    expect(rows.find((r) => r.id === newer.id)).toMatchObject({
      expert_id: null,
      expert_name: null,
      invited_by_name: 'Ravi Admin',
    });

    // Neither the token, its hash nor the sealed secret appears anywhere in the answer.
    const [stored] = await db().select().from(staffInvites).where(eq(staffInvites.id, older.id));
    expect(stored!.totpSecretEnc).toBeTruthy();
    for (const secret of [older.token, hashInviteToken(older.token), stored!.totpSecretEnc!, newer.token])
      expect(res.body).not.toContain(secret);
  });

  it('leaves out accepted and expired invites', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    expect((await list()).some((i) => i.email === account.email)).toBe(false);

    const late = await invite(admin);
    expect((await list()).some((i) => i.id === late.id)).toBe(true);
    clock.tick(STAFF_INVITE_HOURS * 3600);
    try {
      // Expiry is the instant itself: an invite is pending strictly before it.
      expect((await list()).some((i) => i.id === late.id)).toBe(false);
    } finally {
      clock.tick(-STAFF_INVITE_HOURS * 3600);
    }
  });
});

describe('DELETE /api/staff/invites/:id', () => {
  it('withdraws: the link answers as expired on opening and accepting, and a second withdrawal is 404', async () => {
    const sent = await invite(admin);
    const secret = await secretOf(sent.token);
    expectEnvelope(await withdraw(sent.id, otherAdmin), 200, m.inviteWithdrawn);
    expect((await list()).some((i) => i.id === sent.id)).toBe(false);
    expectEnvelope(await open(sent.token), 410, m.inviteExpired);
    clock.tick();
    expectEnvelope(await accept(sent.token, secret), 410, m.inviteExpired);
    expectEnvelope(await withdraw(sent.id), 404, m.inviteNotFound);
  });

  it('withdrawing a never-opened link: opening it answers as expired', async () => {
    const sent = await invite(admin);
    expectEnvelope(await withdraw(sent.id), 200, m.inviteWithdrawn);
    expectEnvelope(await open(sent.token), 410, m.inviteExpired);
  });

  it('answers 404 for an unknown, accepted or expired invite and 400 for a malformed id', async () => {
    expectEnvelope(await withdraw(randomUUID()), 404, m.inviteNotFound);
    // Passes the contract's loose id check but is no uuid: not found, not a database error.
    expectEnvelope(await withdraw('-'.repeat(36)), 404, m.inviteNotFound);

    const account = await inviteAndAccept(t, clock, { admin });
    const [used] = await db().select().from(staffInvites).where(eq(staffInvites.email, account.email));
    expect(used!.usedAt).not.toBeNull();
    expectEnvelope(await withdraw(used!.id), 404, m.inviteNotFound);

    const late = await invite(admin);
    clock.tick(STAFF_INVITE_HOURS * 3600 + 1);
    try {
      expectEnvelope(await withdraw(late.id), 404, m.inviteNotFound);
    } finally {
      clock.tick(-(STAFF_INVITE_HOURS * 3600 + 1));
    }
    // Nothing was changed by the refused withdrawal: the invite's life is as it was.
    const [row] = await db().select().from(staffInvites).where(eq(staffInvites.id, late.id));
    expect(row!.expiresAt.getTime()).toBe(
      Date.parse(row!.createdAt.toISOString()) + STAFF_INVITE_HOURS * 3600_000,
    );

    for (const bad of ['not-an-id', '123']) expectEnvelope(await withdraw(bad), 400, 'Not a valid id.');
  });
});

describe('who may list and withdraw', () => {
  it('an expert or operations account gets 403, a patient token or none 401', async () => {
    const sent = await invite(admin);
    const [row] = await db().select({ id: experts.id }).from(experts).limit(1);
    const expert = await makeStaff(t, 'expert', { expertId: row!.id });
    const operations = await makeStaff(t, 'operations');
    for (const who of [expert, operations]) {
      expectEnvelope(await send('GET', '/api/staff/invites', staffAuth(who)), 403, m.forbidden);
      expectEnvelope(await withdraw(sent.id, who), 403, m.forbidden);
    }
    const patient = bearer(await t.signIn());
    expectEnvelope(await send('GET', '/api/staff/invites', patient), 401, m.sessionExpired);
    expectEnvelope(await send('DELETE', `/api/staff/invites/${sent.id}`, patient), 401, m.sessionExpired);
    expectEnvelope(await send('GET', '/api/staff/invites', {}), 401, m.staffOnly);
    expectEnvelope(await send('DELETE', `/api/staff/invites/${sent.id}`, {}), 401, m.staffOnly);
    // None of them withdrew it.
    expect((await list()).some((i) => i.id === sent.id)).toBe(true);
    expect((await open(sent.token)).statusCode).toBe(200);
  });
});
