import { randomUUID } from 'node:crypto';
import { STAFF_SESSION_HOURS, type StaffRole } from '@care/contracts/staff/constants';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { signStaffToken } from '../../src/lib/tokens.ts';
import { staffSessionKey } from '../../src/plugins/caller.ts';
import type { TestApp } from './test-app.ts';

// Staff fixtures: console accounts made straight in the database with a signed session token,
// for tests of what staff do once signed in. Tests of signing in itself (password, TOTP,
// invites) go through the real routes (staff-auth tests); these accounts cannot sign in.

export interface TestStaff {
  id: string;
  token: string;
  role: StaffRole;
  expertId: string | null;
  fullName: string;
  email: string;
}

export async function makeStaff(
  t: TestApp,
  role: StaffRole,
  opts: { expertId?: string; fullName?: string } = {},
): Promise<TestStaff> {
  const id = randomUUID();
  const email = `${role}.${id.slice(0, 8)}@care.test`;
  const fullName = opts.fullName ?? `Test ${role}`;
  const expertId = role === 'expert' ? (opts.expertId ?? null) : null;
  if (role === 'expert' && !expertId) throw new Error('an expert account needs expertId');
  const { db, tokenKeys } = t.app.deps;
  await db.insert(staffAccounts).values({
    id,
    email,
    fullName,
    role,
    expertId,
    // Not a usable hash or secret: fixture accounts never sign in.
    passwordHash: 'fixture',
    totpSecretEnc: 'fixture',
  });
  const token = await signStaffToken(staffSessionKey(tokenKeys.secret), id, 0, STAFF_SESSION_HOURS);
  return { id, token, role, expertId, fullName, email };
}

export const staffAuth = (s: { token: string }) => ({ authorization: `Bearer ${s.token}` });
