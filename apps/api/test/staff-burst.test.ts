import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts, staffAccounts } from '../src/db/schema/index.ts';
import { SIGN_IN_MAX_TRIES } from '../src/modules/auth/index.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { codeAt, inviteAndAccept, STAFF_PASSWORD, testClock } from './helpers/staff-sign-in.ts';
import { createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The console's one-time claims under bursts of parallel requests spread over two API instances
// sharing one PostgreSQL database, each with its own connection pool, so the requests really
// overlap in the database (PGlite runs one query at a time and would hide a race: the serial
// versions are in staff-auth.test.ts). Each request comes from its own client address, so the
// per-address rate limits hide nothing. Skipped without TEST_DATABASE_URL.

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'staff sign-in under parallel requests on two API instances',
  () => {
    const clock = testClock();
    let a: TestApp;
    let b: TestApp;
    let admin: TestStaff;
    beforeAll(async () => {
      a = await createTestApp({}, { clock });
      b = await createTestApp({}, { secondInstanceOf: a, clock });
      admin = await makeStaff(a, 'admin');
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    /** Sends each payload at once, alternating instances, each from a fresh address. */
    const burst = (url: string, payloads: object[]) =>
      Promise.all(
        payloads.map((payload, i) =>
          (i % 2 ? b : a).inject({ method: 'POST', url, payload, remoteAddress: a.nextIp() }),
        ),
      );

    it(`40 parallel wrong passwords for one e-mail: at most ${SIGN_IN_MAX_TRIES} are checked, the rest 429`, async () => {
      const account = await inviteAndAccept(a, clock, { admin });
      clock.tick();
      const code = await codeAt(account.secret, clock.now());
      const answers = await burst(
        '/api/staff/sign-in',
        Array.from({ length: 40 }, (_, i) => ({
          email: i % 2 ? account.email : account.email.toUpperCase(),
          password: `Wrong-password-${i}`,
          code,
        })),
      );
      for (const r of answers) expect(r.statusCode).toBeLessThan(500);
      const checked = answers.filter((r) => r.statusCode === 401);
      expect(checked.length).toBeLessThanOrEqual(SIGN_IN_MAX_TRIES);
      for (const r of checked) expectEnvelope(r, 401, m.signInFailed);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused.length).toBe(40 - checked.length);
      for (const r of refused) expectEnvelope(r, 429, m.tooManyTries);
      // The right password and code are refused too while the window lasts.
      const right = await b.inject({
        method: 'POST',
        url: '/api/staff/sign-in',
        payload: { email: account.email, password: STAFF_PASSWORD, code },
        remoteAddress: a.nextIp(),
      });
      expectEnvelope(right, 429, m.tooManyTries);
    });

    it('20 parallel sign-ins with one right code: exactly one session, the others codeUsed or 429', async () => {
      const account = await inviteAndAccept(a, clock, { admin });
      clock.tick();
      const code = await codeAt(account.secret, clock.now());
      const answers = await burst(
        '/api/staff/sign-in',
        Array.from({ length: 20 }, () => ({ email: account.email, password: STAFF_PASSWORD, code })),
      );
      for (const r of answers) expect(r.statusCode).toBeLessThan(500);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 200)) {
        expect([400, 429]).toContain(r.statusCode);
        expect(r.json().message).toBe(r.statusCode === 400 ? m.codeUsed : m.tooManyTries);
      }
      const [row] = await a.app.deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
      expect(row!.totpLastStep).toBe(Math.floor(clock.now().getTime() / 30_000));
    });

    it('one invite opened 20 times at once draws one secret, and accepted 20 times at once makes one account', async () => {
      const invited = await a.inject({
        method: 'POST',
        url: '/api/staff/invites',
        headers: staffAuth(admin),
        payload: { email: 'burst.invitee@care.test', full_name: 'Burst Invitee', role: 'operations' },
        remoteAddress: a.nextIp(),
      });
      const token = new URL(expectEnvelope<{ invite_url: string }>(invited, 201).data.invite_url).hash.slice(
        1,
      );
      const opened = await burst(
        '/api/staff/invites/open',
        Array.from({ length: 20 }, () => ({ token })),
      );
      const secrets = new Set(
        opened.map((r) => expectEnvelope<{ totp_secret: string }>(r, 200).data.totp_secret),
      );
      expect(secrets.size).toBe(1);
      const [secret] = [...secrets];
      clock.tick();
      const code = await codeAt(secret!, clock.now());
      const accepted = await burst(
        '/api/staff/invites/accept',
        Array.from({ length: 20 }, () => ({ token, password: STAFF_PASSWORD, code })),
      );
      for (const r of accepted) expect(r.statusCode).toBeLessThan(500);
      expect(accepted.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const r of accepted.filter((x) => x.statusCode !== 201)) expectEnvelope(r, 400, m.inviteInvalid);
      const accounts = await a.app.deps.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, 'burst.invitee@care.test'));
      expect(accounts).toHaveLength(1);
    });

    /** Sends one invite as `admin` from instance `on` and answers the token its link carries. */
    const invite = async (on: TestApp, payload: object) => {
      const invited = await on.inject({
        method: 'POST',
        url: '/api/staff/invites',
        headers: staffAuth(admin),
        payload,
        remoteAddress: a.nextIp(),
      });
      const sent = expectEnvelope<{ id: string; invite_url: string }>(invited, 201).data;
      return { id: sent.id, token: new URL(sent.invite_url).hash.slice(1) };
    };

    it('10 invites for one e-mail sent at once: exactly one link stays usable, the others answer expired', async () => {
      const email = 'sent.at.once@care.test';
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          invite(i % 2 ? b : a, {
            email: i % 3 ? email : ` ${email.toUpperCase()}`,
            full_name: 'Sent At Once',
            role: 'operations',
          }),
        ),
      );
      const pending = expectEnvelope<{ id: string; email: string }[]>(
        await b.inject({ method: 'GET', url: '/api/staff/invites', headers: staffAuth(admin) }),
        200,
      ).data.filter((i) => i.email === email);
      expect(pending).toHaveLength(1);
      const opened = await burst(
        '/api/staff/invites/open',
        sent.map(({ token }) => ({ token })),
      );
      expect(opened.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of opened.filter((x) => x.statusCode !== 200)) expectEnvelope(r, 410, m.inviteExpired);
      expect(sent[opened.findIndex((r) => r.statusCode === 200)]!.id).toBe(pending[0]!.id);
    });

    it('one invite withdrawn 10 times at once: one 200, the others 404', async () => {
      const { id, token } = await invite(a, {
        email: 'withdrawn.at.once@care.test',
        full_name: 'Withdrawn At Once',
        role: 'operations',
      });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? b : a).inject({
            method: 'DELETE',
            url: `/api/staff/invites/${id}`,
            headers: staffAuth(admin),
            remoteAddress: a.nextIp(),
          }),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expectEnvelope(answers.find((r) => r.statusCode === 200)!, 200, m.inviteWithdrawn);
      for (const r of answers.filter((x) => x.statusCode !== 200)) expectEnvelope(r, 404, m.inviteNotFound);
      expectEnvelope(
        await a.inject({
          method: 'POST',
          url: '/api/staff/invites/open',
          payload: { token },
          remoteAddress: a.nextIp(),
        }),
        410,
        m.inviteExpired,
      );
    });

    // One e-mail has one usable invite at a time (above), so the unique index that decides between
    // two acceptances is exercised with two e-mails for one expert profile.
    it('two invites for one expert accepted at once: one account, the other 409 expertTaken', async () => {
      const [expert] = await a.app.deps.db.select({ id: experts.id }).from(experts).limit(1);
      const sent = await Promise.all(
        ['first.for.expert@care.test', 'second.for.expert@care.test'].map((email) =>
          invite(a, { email, full_name: 'Twice Invited', role: 'expert', expert_id: expert!.id }),
        ),
      );
      const secrets: string[] = [];
      for (const { token } of sent) {
        const opened = await a.inject({
          method: 'POST',
          url: '/api/staff/invites/open',
          payload: { token },
          remoteAddress: a.nextIp(),
        });
        secrets.push(expectEnvelope<{ totp_secret: string }>(opened, 200).data.totp_secret);
      }
      clock.tick();
      const payloads = await Promise.all(
        sent.map(async ({ token }, i) => ({
          token,
          password: STAFF_PASSWORD,
          code: await codeAt(secrets[i]!, clock.now()),
        })),
      );
      const answers = await burst('/api/staff/invites/accept', payloads);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expectEnvelope(answers.find((r) => r.statusCode === 409)!, 409, m.expertTaken);
      const accounts = await a.app.deps.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.expertId, expert!.id));
      expect(accounts).toHaveLength(1);
    });
  },
);
