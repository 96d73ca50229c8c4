import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ACCESS_LOG_RETENTION_DAYS,
  ROLE_PERMISSIONS,
  STAFF_INVITE_HOURS,
} from '@care/contracts/staff/constants';
import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { experts, staffAccessLog, staffAccounts, staffInvites } from '../src/db/schema/index.ts';
import { signStaffToken } from '../src/lib/tokens.ts';
import { SIGN_IN_MAX_TRIES } from '../src/modules/auth/index.ts';
import {
  FirstAdminRefused,
  inviteFirstAdmin,
  pruneAccessLog,
  recordStaffRead,
  staffReadsOfPatient,
} from '../src/modules/staff/index.ts';
import { hashInviteToken } from '../src/modules/staff/invites.ts';
import { openSecret, totpSecretKey } from '../src/modules/staff/secret-box.ts';
import { staffScope } from '../src/plugins/caller.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { codeAt, inviteAndAccept, STAFF_PASSWORD, testClock } from './helpers/staff-sign-in.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The console's accounts (issue 21): invites, sign-in with password and TOTP, sessions, the
// admin's account tools and the access log, through the routes as the console calls them.
// Codes are made with otplib at the app's clock, which the tests move a step on before each one.

const clock = testClock();
let t: TestApp;
let admin: TestStaff;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await makeStaff(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.deps.db;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers, remoteAddress: t.nextIp() });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers, remoteAddress: t.nextIp() });
const tokenOf = (inviteUrl: string) => new URL(inviteUrl).hash.slice(1);

/** A sign-in at the next step with the account's current code (unless told otherwise). */
async function signIn(
  account: { email: string; secret: string },
  over: { password?: string; code?: string } = {},
) {
  clock.tick();
  return post('/api/staff/sign-in', {
    email: account.email,
    password: over.password ?? STAFF_PASSWORD,
    code: over.code ?? (await codeAt(account.secret, clock.now())),
  });
}

async function firstExpertId(): Promise<string> {
  const [row] = await db()
    .select({ id: experts.id })
    .from(experts)
    .where(sql`not exists (select 1 from staff_accounts s where s.expert_id = ${experts.id})`)
    .limit(1);
  return row!.id;
}

describe('invite → open → accept → me', () => {
  it('makes an expert account acting for the expert, signed in, with the expert role’s permissions', async () => {
    const expertId = await firstExpertId();
    const email = 'new.Counsellor@Care.test';
    const invited = await post(
      '/api/staff/invites',
      { email, full_name: 'Meera Krishnan', role: 'expert', expert_id: expertId },
      staffAuth(admin),
    );
    const sent = expectEnvelope<{
      id: string;
      email: string;
      role: string;
      invite_url: string;
      expires_at: string;
    }>(invited, 201, m.inviteSent).data;
    expect(sent.email).toBe('new.counsellor@care.test');
    expect(sent.role).toBe('expert');
    // The link carries the token in the fragment, which no server log sees.
    expect(sent.invite_url).toMatch(/^http:\/\/[^/]+\/console\/invite#[A-Za-z0-9_-]{43}$/);
    expect(new Date(sent.expires_at).getTime() - clock.now().getTime()).toBeGreaterThan(
      (STAFF_INVITE_HOURS - 0.1) * 3600_000,
    );
    // Only the token's SHA-256 is stored.
    const token = tokenOf(sent.invite_url);
    const [stored] = await db().select().from(staffInvites).where(eq(staffInvites.id, sent.id));
    expect(stored!.tokenHash).toBe(hashInviteToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // The same link is e-mailed through the outbox.
    const mails = fs
      .readFileSync(path.join(t.dataDir, 'email-outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; text: string; html: string });
    const mail = mails.find((e) => e.to === 'new.counsellor@care.test');
    expect(mail?.text).toContain(sent.invite_url);
    expect(mail?.html).toContain(`href="${sent.invite_url}"`);

    const opened = expectEnvelope<Record<string, string>>(
      await post('/api/staff/invites/open', { token }),
      200,
      m.inviteOpened,
    ).data;
    expect(opened).toMatchObject({
      email: 'new.counsellor@care.test',
      full_name: 'Meera Krishnan',
      role: 'expert',
    });
    expect(opened.totp_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(opened.totp_uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    // 6 digits, 30 s and SHA-1 are the URI format's defaults, which every authenticator app assumes.
    expect(opened.totp_uri).toContain('issuer=Care%20Console');
    expect(opened.totp_uri).not.toMatch(/digits=|period=|algorithm=/);
    expect(opened.totp_qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // A reload shows the same secret (drawn once).
    const again = expectEnvelope<Record<string, string>>(
      await post('/api/staff/invites/open', { token }),
      200,
    ).data;
    expect(again.totp_secret).toBe(opened.totp_secret);

    const accepted = expectEnvelope<{ token: string; staff: Record<string, unknown> }>(
      await post('/api/staff/invites/accept', {
        token,
        password: STAFF_PASSWORD,
        code: await codeAt(opened.totp_secret!, clock.now()),
      }),
      201,
      m.inviteAccepted,
    ).data;
    expect(accepted.staff).toEqual({
      id: expect.any(String),
      email: 'new.counsellor@care.test',
      full_name: 'Meera Krishnan',
      role: 'expert',
      expert_id: expertId,
      permissions: [...ROLE_PERMISSIONS.expert],
    });

    const me = expectEnvelope<Record<string, unknown>>(
      await get('/api/staff/me', bearer(accepted.token)),
      200,
      m.me,
    );
    expect(me.data).toEqual(accepted.staff);

    // The invite is used: opening or accepting it again is refused.
    expectEnvelope(await post('/api/staff/invites/open', { token }), 400, m.inviteInvalid);
    clock.tick();
    expectEnvelope(
      await post('/api/staff/invites/accept', {
        token,
        password: STAFF_PASSWORD,
        code: await codeAt(opened.totp_secret!, clock.now()),
      }),
      400,
      m.inviteInvalid,
    );
    // And the expert's profile now has its account.
    const again409 = await post(
      '/api/staff/invites',
      { email: 'someone.else@care.test', full_name: 'Someone Else', role: 'expert', expert_id: expertId },
      staffAuth(admin),
    );
    expectEnvelope(again409, 409, m.expertTaken);
  });

  it('stores the TOTP secret encrypted (AES-256-GCM), never the base32 secret', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    const [row] = await db().select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
    expect(row!.totpSecretEnc).not.toContain(account.secret);
    const bytes = Buffer.from(row!.totpSecretEnc, 'base64');
    // iv (12) | tag (16) | the 32 characters of the secret
    expect(bytes.length).toBe(12 + 16 + 32);
    expect(bytes.toString('latin1')).not.toContain(account.secret);
    expect(openSecret(totpSecretKey(t.app.deps.tokenKeys.secret), row!.totpSecretEnc)).toBe(account.secret);
    // The code's step was used by the acceptance.
    expect(row!.totpLastStep).toBe(Math.floor(clock.now().getTime() / 30_000));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('refuses an invite for an e-mail that has an account, an unknown expert, and checks the body', async () => {
    const existing = await inviteAndAccept(t, clock, { admin });
    expectEnvelope(
      await post(
        '/api/staff/invites',
        { email: existing.email.toUpperCase(), full_name: 'Again', role: 'operations' },
        staffAuth(admin),
      ),
      409,
      m.emailTaken,
    );
    expectEnvelope(
      await post(
        '/api/staff/invites',
        { email: 'x1@care.test', full_name: 'No Expert', role: 'expert', expert_id: randomUUID() },
        staffAuth(admin),
      ),
      404,
      m.expertNotFound,
    );
    expectEnvelope(
      await post(
        '/api/staff/invites',
        { email: 'x5@care.test', full_name: 'Odd Id', role: 'expert', expert_id: '-'.repeat(36) },
        staffAuth(admin),
      ),
      404,
      m.expertNotFound,
    );
    expectEnvelope(
      await post(
        '/api/staff/invites',
        { email: 'x2@care.test', full_name: 'No Expert', role: 'expert' },
        staffAuth(admin),
      ),
      400,
      m.expertRequired,
    );
    expectEnvelope(
      await post(
        '/api/staff/invites',
        { email: 'x3@care.test', full_name: 'Ops', role: 'operations', expert_id: await firstExpertId() },
        staffAuth(admin),
      ),
      400,
      m.expertOnlyForExperts,
    );
    expectEnvelope(
      await post(
        '/api/staff/invites',
        { email: 'x4@care.test', full_name: 'Boss', role: 'owner' },
        staffAuth(admin),
      ),
      400,
      m.roleInvalid,
    );
  });

  it('answers 410 for an expired invite and 400 for a forged one', async () => {
    const invited = await post(
      '/api/staff/invites',
      { email: 'late@care.test', full_name: 'Late Comer', role: 'operations' },
      staffAuth(admin),
    );
    const token = tokenOf(expectEnvelope<{ invite_url: string }>(invited, 201).data.invite_url);
    const opened = expectEnvelope<{ totp_secret: string }>(
      await post('/api/staff/invites/open', { token }),
      200,
    ).data;
    // Past the link's life (no account signs in while the clock is there, so no step is claimed ahead).
    clock.tick(STAFF_INVITE_HOURS * 3600 + 60);
    try {
      expectEnvelope(await post('/api/staff/invites/open', { token }), 410, m.inviteExpired);
      expectEnvelope(
        await post('/api/staff/invites/accept', {
          token,
          password: STAFF_PASSWORD,
          code: await codeAt(opened.totp_secret, clock.now()),
        }),
        410,
        m.inviteExpired,
      );
    } finally {
      clock.tick(-(STAFF_INVITE_HOURS * 3600 + 60));
    }
    const forged = 'A'.repeat(43);
    expectEnvelope(await post('/api/staff/invites/open', { token: forged }), 400, m.inviteInvalid);
    expectEnvelope(
      await post('/api/staff/invites/accept', { token: forged, password: STAFF_PASSWORD, code: '123456' }),
      400,
      m.inviteInvalid,
    );
    expectEnvelope(await post('/api/staff/invites/open', { token: 'short' }), 400, m.inviteInvalid);
  });

  it('refuses a wrong code on acceptance and leaves the invite usable', async () => {
    const invited = await post(
      '/api/staff/invites',
      { email: 'typo@care.test', full_name: 'Typo Person', role: 'operations' },
      staffAuth(admin),
    );
    const token = tokenOf(expectEnvelope<{ invite_url: string }>(invited, 201).data.invite_url);
    // Accepting before opening: there is no secret a code could come from.
    expectEnvelope(
      await post('/api/staff/invites/accept', { token, password: STAFF_PASSWORD, code: '123456' }),
      400,
      m.inviteInvalid,
    );
    const { totp_secret: secret } = expectEnvelope<{ totp_secret: string }>(
      await post('/api/staff/invites/open', { token }),
      200,
    ).data;
    const right = await codeAt(secret, clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expectEnvelope(
      await post('/api/staff/invites/accept', { token, password: STAFF_PASSWORD, code: wrong }),
      400,
      m.codeWrong,
    );
    expectEnvelope(
      await post('/api/staff/invites/accept', { token, password: 'short', code: right }),
      400,
      m.passwordShort,
    );
    expectEnvelope(
      await post('/api/staff/invites/accept', { token, password: STAFF_PASSWORD, code: right }),
      201,
    );
  });
});

describe('sign-in with password and TOTP', () => {
  it('signs in with the right password and code; the session opens /me', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    const res = await signIn(account);
    const session = expectEnvelope<{ token: string; staff: { id: string } }>(res, 200, m.signedIn).data;
    expect(session.staff.id).toBe(account.id);
    expectEnvelope(await get('/api/staff/me', bearer(session.token)), 200, m.me);
    // A code shown with spaces, as authenticator apps do, is accepted.
    clock.tick();
    const spaced = (await codeAt(account.secret, clock.now())).replace(/^(\d{3})/, '$1 ');
    expectEnvelope(
      await post('/api/staff/sign-in', { email: account.email, password: STAFF_PASSWORD, code: spaced }),
      200,
    );
  });

  it('accepts the code of the step before or after now, not two steps away', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    clock.tick(90);
    const previous = await codeAt(account.secret, new Date(clock.now().getTime() - 30_000));
    expectEnvelope(
      await post('/api/staff/sign-in', { email: account.email, password: STAFF_PASSWORD, code: previous }),
      200,
    );
    clock.tick(90);
    const next = await codeAt(account.secret, new Date(clock.now().getTime() + 30_000));
    expectEnvelope(
      await post('/api/staff/sign-in', { email: account.email, password: STAFF_PASSWORD, code: next }),
      200,
    );
    clock.tick(120);
    const old = await codeAt(account.secret, new Date(clock.now().getTime() - 60_000));
    expectEnvelope(
      await post('/api/staff/sign-in', { email: account.email, password: STAFF_PASSWORD, code: old }),
      401,
      m.signInFailed,
    );
  });

  it('refuses a replayed code with codeUsed, also a code of an earlier step', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    clock.tick();
    const code = await codeAt(account.secret, clock.now());
    const first = await post('/api/staff/sign-in', { email: account.email, password: STAFF_PASSWORD, code });
    expectEnvelope(first, 200, m.signedIn);
    const replay = await post('/api/staff/sign-in', { email: account.email, password: STAFF_PASSWORD, code });
    expectEnvelope(replay, 400, m.codeUsed);
    // The code of the previous step is still inside the ±1 window but older than the one used.
    const earlier = await codeAt(account.secret, new Date(clock.now().getTime() - 30_000));
    expectEnvelope(
      await post('/api/staff/sign-in', { email: account.email, password: STAFF_PASSWORD, code: earlier }),
      400,
      m.codeUsed,
    );
  });

  it('of several parallel sign-ins with one code, exactly one gets a session', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    clock.tick();
    const code = await codeAt(account.secret, clock.now());
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/api/staff/sign-in', { email: account.email, password: STAFF_PASSWORD, code }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectEnvelope(r, 400, m.codeUsed);
  });

  it('answers the same 401 for an unknown e-mail, a wrong password, a wrong code and a deactivated account', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    const unknown = await signIn({ email: 'nobody@care.test', secret: account.secret });
    const wrongPassword = await signIn(account, { password: 'Not-the-password-1' });
    clock.tick();
    const right = await codeAt(account.secret, clock.now());
    const wrongCode = await signIn(account, {
      code: String((Number(right) + 7) % 1_000_000).padStart(6, '0'),
    });
    const deactivated = await inviteAndAccept(t, clock, { admin });
    expectEnvelope(await post(`/api/staff/accounts/${deactivated.id}/deactivate`, {}, staffAuth(admin)), 200);
    const inactive = await signIn(deactivated);
    const bodies = [unknown, wrongPassword, wrongCode, inactive].map((r) => {
      expectEnvelope(r, 401, m.signInFailed);
      return r.body;
    });
    expect(new Set(bodies).size).toBe(1);
  });

  it('a patient’s wrong password answers 401 too (the status the console keeps)', async () => {
    const res = await post('/api/patient/auth/sign-in', {
      username: 'demo@example.com',
      password: 'Wrong@12345',
    });
    expect(res.statusCode).toBe(401);
  });

  it(`checks at most ${SIGN_IN_MAX_TRIES} tries per account in 15 minutes, counted before the password`, async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    for (let i = 0; i < SIGN_IN_MAX_TRIES; i++) {
      expectEnvelope(await signIn(account, { password: `Wrong-password-${i}` }), 401, m.signInFailed);
    }
    // The right password and code are not even checked now.
    expectEnvelope(await signIn(account), 429, m.tooManyTries);
    // An unknown e-mail is limited the same way.
    for (let i = 0; i < SIGN_IN_MAX_TRIES; i++)
      expectEnvelope(await signIn({ email: 'ghost@care.test', secret: account.secret }), 401, m.signInFailed);
    expectEnvelope(await signIn({ email: 'ghost@care.test', secret: account.secret }), 429, m.tooManyTries);
    // The window passes.
    clock.tick(15 * 60);
    expectEnvelope(await signIn(account), 200, m.signedIn);
  });

  it('keeps staff throttle keys apart from patients’ (the same unknown e-mail)', async () => {
    for (let i = 0; i < SIGN_IN_MAX_TRIES + 1; i++)
      await post('/api/staff/sign-in', {
        email: 'shared@care.test',
        password: 'Wrong-password-1',
        code: '123456',
      });
    expectEnvelope(
      await post('/api/staff/sign-in', {
        email: 'shared@care.test',
        password: 'Wrong-password-1',
        code: '123456',
      }),
      429,
      m.tooManyTries,
    );
    const patient = await post('/api/patient/auth/sign-in', {
      username: 'shared@care.test',
      password: 'Wrong@12345',
    });
    expect(patient.statusCode).toBe(401);
  });

  it('validates the body with the contract’s messages', async () => {
    expectEnvelope(await post('/api/staff/sign-in', { password: 'x', code: '123456' }), 400, m.emailRequired);
    expectEnvelope(
      await post('/api/staff/sign-in', { email: 'a@b.c', password: 'x', code: '12345' }),
      400,
      m.codeInvalid,
    );
    expectEnvelope(await post('/api/staff/sign-in', { email: 'a@b.c', password: 'x' }), 400, m.codeRequired);
  });
});

describe('sessions: tokens of the other kind, forged, ended', () => {
  it('a patient token on /api/staff/me and a staff token on a patient route answer 401', async () => {
    const patientToken = await t.signIn();
    expectEnvelope(await get('/api/staff/me', bearer(patientToken)), 401, m.sessionExpired);
    expectEnvelope(await get('/api/patient/profile', staffAuth(admin)), 401);
    expectEnvelope(await get('/api/staff/me'), 401, m.staffOnly);
  });

  it('a caller without a console session is refused before anything it sent is read', async () => {
    // A broken JSON body and a photo's bytes: 401 for the missing session, not 400 or 415 for the body.
    const broken = await t.inject({
      method: 'PUT',
      url: '/api/staff/profile',
      headers: { 'content-type': 'application/json' },
      payload: '{"bio": ',
    });
    expectEnvelope(broken, 401, m.staffOnly);
    const photo = await t.inject({
      method: 'PUT',
      url: '/api/staff/profile/photo',
      headers: { 'content-type': 'image/gif' },
      payload: Buffer.alloc(1024),
    });
    expectEnvelope(photo, 401, m.staffOnly);
  });

  it('a staff token signed with the patients’ key, or by anyone else, answers 401', async () => {
    const withPatientKey = await signStaffToken(t.app.deps.tokenKeys.secret, admin.id, 0, 12);
    expectEnvelope(await get('/api/staff/me', bearer(withPatientKey)), 401, m.sessionExpired);
    const forged = await new SignJWT({ typ: 'staff', ep: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setIssuer('care-api')
      .setAudience('care-console')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-key-not-the-key-not-the-key!'));
    expectEnvelope(await get('/api/staff/me', bearer(forged)), 401, m.sessionExpired);
  });

  it('an expert on an admin route gets 403 in the envelope', async () => {
    const expert = await makeStaff(t, 'expert', { expertId: await firstExpertId() });
    expectEnvelope(await get('/api/staff/accounts', staffAuth(expert)), 403, m.forbidden);
    expectEnvelope(await get('/api/staff/access-log', staffAuth(expert)), 403, m.forbidden);
    expectEnvelope(
      await post(
        '/api/staff/invites',
        { email: 'e@care.test', full_name: 'E E', role: 'admin' },
        staffAuth(expert),
      ),
      403,
      m.forbidden,
    );
    const me = expectEnvelope<{ permissions: string[] }>(
      await get('/api/staff/me', staffAuth(expert)),
      200,
    ).data;
    expect(me.permissions).toEqual([...ROLE_PERMISSIONS.expert]);
  });

  it('signing out ends every console session of the account', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    const one = expectEnvelope<{ token: string }>(await signIn(account), 200).data.token;
    const two = expectEnvelope<{ token: string }>(await signIn(account), 200).data.token;
    expectEnvelope(await post('/api/staff/sign-out', {}, bearer(one)), 200, m.signedOut);
    expectEnvelope(await get('/api/staff/me', bearer(one)), 401, m.sessionExpired);
    expectEnvelope(await get('/api/staff/me', bearer(two)), 401, m.sessionExpired);
    expectEnvelope(await signIn(account), 200, m.signedIn);
  });

  it('a password change needs the current password and a fresh code, and ends the other sessions', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    const older = expectEnvelope<{ token: string }>(await signIn(account), 200).data.token;
    const current = expectEnvelope<{ token: string }>(await signIn(account), 200).data.token;
    const newPassword = 'A-new-console-pass-7';
    clock.tick();
    const code = await codeAt(account.secret, clock.now());
    expectEnvelope(
      await post(
        '/api/staff/password',
        { current_password: 'Wrong-current-1', new_password: newPassword, code },
        bearer(current),
      ),
      400,
      m.currentPasswordWrong,
    );
    expectEnvelope(
      await post(
        '/api/staff/password',
        {
          current_password: STAFF_PASSWORD,
          new_password: newPassword,
          code: String((Number(code) + 3) % 1e6).padStart(6, '0'),
        },
        bearer(current),
      ),
      400,
      m.codeWrong,
    );
    expectEnvelope(
      await post(
        '/api/staff/password',
        { current_password: STAFF_PASSWORD, new_password: 'short', code },
        bearer(current),
      ),
      400,
      m.passwordShort,
    );
    const changed = await post(
      '/api/staff/password',
      { current_password: STAFF_PASSWORD, new_password: newPassword, code },
      bearer(current),
    );
    const fresh = expectEnvelope<{ token: string }>(changed, 200, m.passwordChanged).data.token;
    expectEnvelope(await get('/api/staff/me', bearer(older)), 401, m.sessionExpired);
    expectEnvelope(await get('/api/staff/me', bearer(current)), 401, m.sessionExpired);
    expectEnvelope(await get('/api/staff/me', bearer(fresh)), 200);
    // The code is used now: the same code again is refused.
    expectEnvelope(
      await post(
        '/api/staff/password',
        { current_password: newPassword, new_password: STAFF_PASSWORD, code },
        bearer(fresh),
      ),
      400,
      m.codeUsed,
    );
    expectEnvelope(await signIn(account), 401, m.signInFailed);
    expectEnvelope(await signIn(account, { password: newPassword }), 200);
  });
});

describe('the admin’s account tools', () => {
  it('lists accounts without secrets', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    const list = expectEnvelope<Record<string, unknown>[]>(
      await get('/api/staff/accounts', staffAuth(admin)),
      200,
      m.accounts,
    ).data;
    const row = list.find((a) => a.id === account.id);
    expect(row).toEqual({
      id: account.id,
      email: account.email,
      full_name: expect.any(String),
      role: 'operations',
      expert_id: null,
      active: true,
      created_at: expect.any(String),
    });
  });

  it('ends an account’s sessions, deactivates it (never one’s own), 404 for an unknown id', async () => {
    const account = await inviteAndAccept(t, clock, { admin });
    const session = expectEnvelope<{ token: string }>(await signIn(account), 200).data.token;
    expectEnvelope(
      await post(`/api/staff/accounts/${account.id}/end-sessions`, {}, staffAuth(admin)),
      200,
      m.sessionsEnded,
    );
    expectEnvelope(await get('/api/staff/me', bearer(session)), 401, m.sessionExpired);
    const again = expectEnvelope<{ token: string }>(await signIn(account), 200).data.token;
    expectEnvelope(
      await post(`/api/staff/accounts/${account.id}/deactivate`, {}, staffAuth(admin)),
      200,
      m.deactivated,
    );
    expectEnvelope(await get('/api/staff/me', bearer(again)), 401, m.sessionExpired);
    const list = expectEnvelope<{ id: string; active: boolean }[]>(
      await get('/api/staff/accounts', staffAuth(admin)),
      200,
    ).data;
    expect(list.find((a) => a.id === account.id)?.active).toBe(false);

    expectEnvelope(
      await post(`/api/staff/accounts/${admin.id}/deactivate`, {}, staffAuth(admin)),
      400,
      m.cannotDeactivateSelf,
    );
    for (const action of ['end-sessions', 'deactivate'])
      expectEnvelope(
        await post(`/api/staff/accounts/${randomUUID()}/${action}`, {}, staffAuth(admin)),
        404,
        m.accountNotFound,
      );
    expectEnvelope(
      await post(`/api/staff/accounts/${'-'.repeat(36)}/deactivate`, {}, staffAuth(admin)),
      404,
      m.accountNotFound,
    );
  });

  it('lists the expert options, marking the ones with an account', async () => {
    const expertId = await firstExpertId();
    await inviteAndAccept(t, clock, { admin, role: 'expert', expertId });
    const options = expectEnvelope<{ id: string; name: string; type: string; has_account: boolean }[]>(
      await get('/api/staff/expert-options', staffAuth(admin)),
      200,
      m.experts,
    ).data;
    expect(options.length).toBeGreaterThan(1);
    expect(options.find((o) => o.id === expertId)?.has_account).toBe(true);
    expect(options.some((o) => !o.has_account)).toBe(true);
    for (const o of options) expect(['gc', 'mhc']).toContain(o.type);
  });
});

describe('the access log', () => {
  const patientId = randomUUID();
  let reader: TestStaff;
  beforeAll(async () => {
    reader = await makeStaff(t, 'expert', { expertId: await firstExpertId(), fullName: 'Dr. Reader' });
  });

  it('records reads for the patient’s own history and the admin’s search, newest first', async () => {
    const base = clock.now().getTime();
    for (const [i, what] of (['intake_form', 'report_file', 'contact_details'] as const).entries()) {
      await recordStaffRead(db(), {
        staff: reader,
        patientId,
        bookingId: null,
        what,
        title: `Item ${i}`,
        reason: 'Consultation A-100042',
        now: new Date(base + i * 1000),
      });
    }
    const history = await staffReadsOfPatient(db(), patientId, 2);
    expect(history.map((h) => h.title)).toEqual(['Item 2', 'Item 1']);
    expect(history[0]).toMatchObject({
      staffName: 'Dr. Reader',
      staffRole: 'expert',
      what: 'contact_details',
    });

    const page = expectEnvelope<Record<string, unknown>[]>(
      await get(`/api/staff/access-log?patient_id=${patientId}`, staffAuth(admin)),
      200,
      m.accessLog,
    ).data;
    expect(page.map((e) => e.title)).toEqual(['Item 2', 'Item 1', 'Item 0']);
    expect(page[2]).toEqual({
      id: expect.any(String),
      staff_id: reader.id,
      staff_name: 'Dr. Reader',
      staff_role: 'expert',
      patient_id: patientId,
      booking_id: null,
      what: 'intake_form',
      title: 'Item 0',
      reason: 'Consultation A-100042',
      at: new Date(base).toISOString(),
    });
    const byStaff = expectEnvelope<unknown[]>(
      await get(`/api/staff/access-log?staff_id=${reader.id}&page=1`, staffAuth(admin)),
      200,
    ).data;
    expect(byStaff).toHaveLength(3);
    expect(
      expectEnvelope<unknown[]>(
        await get(`/api/staff/access-log?staff_id=${reader.id}&page=2`, staffAuth(admin)),
        200,
      ).data,
    ).toEqual([]);
    expect(
      expectEnvelope<unknown[]>(
        await get(`/api/staff/access-log?patient_id=${'-'.repeat(36)}`, staffAuth(admin)),
        200,
      ).data,
    ).toEqual([]);
  });

  it('pages by 50', async () => {
    const other = randomUUID();
    for (let i = 0; i < 55; i++)
      await recordStaffRead(db(), {
        staff: reader,
        patientId: other,
        bookingId: null,
        what: 'report_file',
        title: `Report ${i}`,
        reason: 'Consultation A-100043',
        now: new Date(clock.now().getTime() + i),
      });
    const first = expectEnvelope<{ title: string }[]>(
      await get(`/api/staff/access-log?patient_id=${other}`, staffAuth(admin)),
      200,
    ).data;
    const second = expectEnvelope<{ title: string }[]>(
      await get(`/api/staff/access-log?patient_id=${other}&page=2`, staffAuth(admin)),
      200,
    ).data;
    expect(first).toHaveLength(50);
    expect(first[0]!.title).toBe('Report 54');
    expect(second.map((e) => e.title)).toEqual(['Report 4', 'Report 3', 'Report 2', 'Report 1', 'Report 0']);
  });

  /** The database's own words for a refused statement (drizzle wraps the driver's error). */
  const refusal = async (statement: Promise<unknown>) => {
    const err = await statement.then(
      () => null,
      (e: unknown) => e,
    );
    const messages: string[] = [];
    for (let e = err as { message?: string; cause?: unknown } | null; e; e = e.cause as typeof e)
      messages.push(String(e.message));
    return messages.join(' | ');
  };

  it('is append-only: the database refuses UPDATE and DELETE of an entry', async () => {
    const [row] = await db()
      .select()
      .from(staffAccessLog)
      .where(eq(staffAccessLog.patientId, patientId))
      .limit(1);
    expect(
      await refusal(
        db().update(staffAccessLog).set({ title: 'changed' }).where(eq(staffAccessLog.id, row!.id)),
      ),
    ).toContain('staff_access_log is append-only');
    expect(await refusal(db().delete(staffAccessLog).where(eq(staffAccessLog.id, row!.id)))).toContain(
      'staff_access_log rows are kept a year',
    );
    const [still] = await db().select().from(staffAccessLog).where(eq(staffAccessLog.id, row!.id));
    expect(still).toEqual(row);
  });

  // A statement-level TRUNCATE trigger has no OLD row: migration 0020's function refuses TRUNCATE
  // by its TG_OP (an earlier draft let it through). Run in a transaction, rolled back if it went.
  it('is append-only: the database refuses TRUNCATE', async () => {
    class Undo extends Error {}
    const truncated = db()
      .transaction(async (tx) => {
        await tx.execute(sql`truncate staff_access_log`);
        throw new Undo();
      })
      .catch((err) => {
        if (err instanceof Undo) return 'truncated';
        throw err;
      });
    await expect(truncated).rejects.toThrow();
  });

  it('the retention pass deletes only entries older than the retention period', async () => {
    const day = 86_400_000;
    const now = clock.now().getTime();
    const subject = randomUUID();
    const ages = [
      ACCESS_LOG_RETENTION_DAYS + 30,
      ACCESS_LOG_RETENTION_DAYS + 1,
      ACCESS_LOG_RETENTION_DAYS - 1,
      10,
    ];
    for (const age of ages)
      await recordStaffRead(db(), {
        staff: reader,
        patientId: subject,
        bookingId: null,
        what: 'intake_form',
        title: `${age} days old`,
        reason: 'Consultation A-100044',
        now: new Date(now - age * day),
      });
    const result = await pruneAccessLog(t.app.deps);
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    const left = await db()
      .select({ title: staffAccessLog.title })
      .from(staffAccessLog)
      .where(eq(staffAccessLog.patientId, subject));
    expect(left.map((r) => r.title).sort()).toEqual([
      '10 days old',
      `${ACCESS_LOG_RETENTION_DAYS - 1} days old`,
    ]);
    // Nothing younger was touched anywhere.
    const young = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(staffAccessLog)
      .where(inArray(staffAccessLog.patientId, [patientId]));
    expect(young[0]!.n).toBe(3);
  });
});

describe('staffScope', () => {
  it('refuses at registration a route that declares no permission', async () => {
    const app = Fastify();
    app.register(
      staffScope(async (scope) => {
        scope.get('/forgotten', async () => 'open to every role by mistake');
      }),
    );
    await expect(app.ready()).rejects.toThrow('staff route GET /forgotten declares no permission');
  });

  it('accepts routes that declare a permission or anyStaff', async () => {
    const app = Fastify();
    await app.register(
      staffScope(async (scope) => {
        scope.get('/a', { config: { permission: 'staff.manage' } }, async () => 'a');
        scope.get('/b', { config: { anyStaff: true } }, async () => 'b');
      }),
    );
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('the first admin', () => {
  it('is invited by a function the command uses, refused while an active admin exists unless forced', async () => {
    // This app has fixture admins: the command is refused without --force.
    await expect(
      inviteFirstAdmin(t.app.deps, { email: 'root@care.test', fullName: 'Root Admin' }),
    ).rejects.toThrow(FirstAdminRefused);
    const invite = await inviteFirstAdmin(t.app.deps, {
      email: 'Root@Care.test',
      fullName: 'Root Admin',
      force: true,
    });
    expect(invite.url).toMatch(/\/console\/invite#[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(invite.url);
    const opened = expectEnvelope<{ totp_secret: string; role: string; email: string }>(
      await post('/api/staff/invites/open', { token }),
      200,
    ).data;
    expect(opened).toMatchObject({ role: 'admin', email: 'root@care.test' });
    const session = expectEnvelope<{ token: string; staff: { permissions: string[] } }>(
      await post('/api/staff/invites/accept', {
        token,
        password: STAFF_PASSWORD,
        code: await codeAt(opened.totp_secret, clock.now()),
      }),
      201,
    ).data;
    expect(session.staff.permissions).toEqual([...ROLE_PERMISSIONS.admin]);
    expectEnvelope(await get('/api/staff/accounts', bearer(session.token)), 200);
    await expect(
      inviteFirstAdmin(t.app.deps, { email: 'not an e-mail', fullName: 'X Y', force: true }),
    ).rejects.toThrow(m.emailInvalid);
  });

  it('the command invites an admin on a fresh PGlite folder, then refuses while an admin is active', async () => {
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'care-invite-admin-'));
    const root = path.resolve(import.meta.dirname, '../../..');
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
        delete env.DATABASE_URL;
        delete env.JWT_SECRET;
        execFile(
          path.join(root, 'node_modules/.bin/tsx'),
          [path.join(root, 'apps/api/src/staff-invite-admin.ts'), ...args],
          { cwd: dataDir, env, timeout: 120_000 },
          (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
        );
      });
    try {
      const first = await run(['--email', 'founder@care.test', '--name', 'Founding Admin']);
      expect(first.code, first.stderr).toBe(0);
      const url = first.stdout.match(/https?:\/\/\S+\/console\/invite#([A-Za-z0-9_-]{43})/);
      expect(url, first.stdout).not.toBeNull();

      // The invite is in the folder's database, under the printed token's hash.
      const database = await openDatabase({ dataDir });
      try {
        const [invite] = await database.db
          .select()
          .from(staffInvites)
          .where(eq(staffInvites.tokenHash, hashInviteToken(url![1]!)));
        expect(invite).toMatchObject({ email: 'founder@care.test', role: 'admin', usedAt: null });
        await database.db.insert(staffAccounts).values({
          email: 'founder@care.test',
          fullName: 'Founding Admin',
          role: 'admin',
          passwordHash: 'fixture',
          totpSecretEnc: 'fixture',
        });
      } finally {
        await database.close();
      }
      const second = await run(['--email', 'second@care.test', '--name', 'Second Admin']);
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/active admin account exists/);
      const usage = await run(['--email', 'x@care.test']);
      expect(usage.code).toBe(2);
    } finally {
      await fsp.rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
