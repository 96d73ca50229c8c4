import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@care/contracts/staff/constants';
import { staffAuthMessages } from '@care/contracts/staff/messages';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROUTES } from '../src/plugins/caller.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

// The whole permission table (contracts ROLE_PERMISSIONS) against every staff route the API
// registers, not a list written here: a route added later is walked too. For each route and
// role, a role without the route's permission is 403 (before the body is read: nothing sent,
// nothing changed), a role with it is never 401/403; a patient's token and no token are 401.
// Among them the two rules: operations cannot read consultation notes, experts cannot
// issue refunds.

let t: TestApp;
const staff = {} as Record<StaffRole, TestStaff>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const [expert] = await t.app.deps.db.query.experts.findMany({ limit: 1 });
  for (const role of STAFF_ROLES)
    staff[role] = await makeStaff(t, role, role === 'expert' ? { expertId: expert!.id } : {});
}, 240_000);

afterAll(() => t?.close());

/** A route's address with its parameters filled (an id that exists nowhere). */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000');

/**
 * The routes to walk: this app's (the table is the process's, and test files share a process),
 * signing out last (it ends the account's sessions, and so the walk's).
 */
const walkOrder = () =>
  [...STAFF_ROUTES.values()]
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter((r) => t.app.hasRoute({ method: r.method as HTTPMethods, url: r.url }))
    .sort((a, b) => Number(a.url.endsWith('/sign-out')) - Number(b.url.endsWith('/sign-out')));

describe('every staff route against every role', () => {
  it('registers the console routes with their permissions', () => {
    const routes = walkOrder();
    expect(routes.length).toBeGreaterThan(60);
    // The examples are in the table.
    const notes = routes.filter((r) => r.url.includes('/notes'));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((r) => r.permission === 'consultation.write_notes')).toBe(true);
    expect(routes.some((r) => r.permission === 'payments.refund')).toBe(true);
    expect(ROLE_PERMISSIONS.operations.filter((p) => p.startsWith('consultation.'))).toEqual([]);
    expect(ROLE_PERMISSIONS.expert.filter((p) => p.startsWith('payments.'))).toEqual([]);
    expect(
      ROLE_PERMISSIONS.admin.filter((p) => p.startsWith('payments.') || p.startsWith('consultation.')),
    ).toEqual([]);
  });

  it('answers 403 to each role without the permission and never 401/403 to one with it', async () => {
    const wrong: string[] = [];
    let refused = 0;
    for (const route of walkOrder()) {
      for (const role of STAFF_ROLES) {
        const allowed = route.permission === null || ROLE_PERMISSIONS[role].includes(route.permission);
        const res = await t.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: staffAuth(staff[role]),
        });
        if (!allowed) refused += 1;
        if (allowed ? res.statusCode === 401 || res.statusCode === 403 : res.statusCode !== 403)
          wrong.push(`${role} ${route.method} ${route.url} → ${res.statusCode}`);
        if (!allowed && res.statusCode === 403)
          expect(res.json()).toMatchObject({
            status: 0,
            statusCode: 403,
            message: staffAuthMessages.forbidden,
          });
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(100);
  }, 240_000);

  it('answers 401 to a patient token and to no token on every staff route', async () => {
    const patient = await t.signIn();
    const wrong: string[] = [];
    for (const route of walkOrder()) {
      for (const headers of [bearer(patient), {}]) {
        const res = await t.inject({ method: route.method as 'GET', url: concrete(route.url), headers });
        if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
