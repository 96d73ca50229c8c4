import { type StaffRole, TOTP_PERIOD_SECONDS } from '@care/contracts/staff/constants';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { makeStaff, staffAuth, type TestStaff } from './staff-fixtures.ts';
import type { TestApp } from './test-app.ts';

// Console accounts made through the real routes (invite → open → accept), with the TOTP codes an
// authenticator app would show at the app's clock: for the tests of signing in itself. Each
// test file passes one TestClock to its app(s) and moves it a step on before each new code
// (a step is used once per account).

export const STAFF_PASSWORD = 'Console-pass-2026';

export interface TestClock {
  now(): Date;
  /** Moves the clock on by `seconds` (default one TOTP step). */
  tick(seconds?: number): void;
}

/**
 * Stands still in the middle of a TOTP step near real time (session tokens expire by real time),
 * moved on by tests only: a code made for a step is checked in that step, however slow the run.
 */
export function testClock(): TestClock {
  const period = TOTP_PERIOD_SECONDS * 1000;
  const start = Math.floor(Date.now() / period) * period + period / 2;
  let offset = 0;
  return {
    now: () => new Date(start + offset),
    tick: (seconds = TOTP_PERIOD_SECONDS) => {
      offset += seconds * 1000;
    },
  };
}

/** The code an authenticator app shows at `at`. */
export const codeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export interface ConsoleAccount {
  id: string;
  email: string;
  password: string;
  /** The base32 secret, as the invitee's authenticator app holds it. */
  secret: string;
  token: string;
  role: StaffRole;
}

let accountNo = 0;

/** Invites (as `admin`, a fixture admin by default), opens and accepts: a working console account. */
export async function inviteAndAccept(
  t: TestApp,
  clock: TestClock,
  opts: { role?: StaffRole; expertId?: string; admin?: TestStaff; email?: string } = {},
): Promise<ConsoleAccount> {
  const role = opts.role ?? 'operations';
  const admin = opts.admin ?? (await makeStaff(t, 'admin'));
  accountNo += 1;
  const email = opts.email ?? `${role}.${accountNo}.${Date.now()}@care.test`;
  const invited = await t.inject({
    method: 'POST',
    url: '/api/staff/invites',
    headers: staffAuth(admin),
    payload: { email, full_name: `Staff Member ${accountNo}`, role, expert_id: opts.expertId ?? null },
    remoteAddress: t.nextIp(),
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = new URL(invited.json().data.invite_url).hash.slice(1);
  const opened = await t.inject({
    method: 'POST',
    url: '/api/staff/invites/open',
    payload: { token },
    remoteAddress: t.nextIp(),
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const secret = opened.json().data.totp_secret as string;
  const accepted = await t.inject({
    method: 'POST',
    url: '/api/staff/invites/accept',
    payload: { token, password: STAFF_PASSWORD, code: await codeAt(secret, clock.now()) },
    remoteAddress: t.nextIp(),
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const data = accepted.json().data;
  return { id: data.staff.id, email, password: STAFF_PASSWORD, secret, token: data.token, role };
}
