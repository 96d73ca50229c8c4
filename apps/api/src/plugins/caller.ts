import { commonMessages } from '@care/contracts/common/messages';
import { can, type StaffPermission, type StaffRole } from '@care/contracts/staff/constants';
import { staffAuthMessages } from '@care/contracts/staff/messages';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { patients } from '../db/schema/index.ts';
import { AppError, unauthorized } from '../lib/errors.ts';
import { deriveKey } from '../lib/secrets.ts';
import { bearerFrom, verifyPatientToken, verifyStaffToken } from '../lib/tokens.ts';

// Who is calling, found once per request and kept on it. A module says which callers its
// routes serve by registering them in a scope (patientScope, openScope) rather than by
// matching URLs. Staff (issue 21) are the second kind: staffScope's routes need a console
// session and each route declares the permission it needs (`config.permission`, checked
// against contracts' ROLE_PERMISSIONS); a route without one is refused at registration.
// The guard serves every module and so depends on none: app.ts passes in the patient and
// staff modules' account lookups (decorateCaller).

type PatientRow = typeof patients.$inferSelect;

/** The registered account with this id, or null (the patient module's findAccountById). */
export type AccountLookup = (db: Db, id: string) => Promise<PatientRow | null>;

/** What the guard needs of a staff account (the staff module's row has more). */
export interface StaffCaller {
  id: string;
  email: string;
  fullName: string;
  role: StaffRole;
  expertId: string | null;
  sessionEpoch: number;
  active: boolean;
}

/** The staff account with this id, or null (the staff module's findStaffById). */
export type StaffLookup = (db: Db, id: string) => Promise<StaffCaller | null>;

export type Caller =
  | { kind: 'visitor' }
  | { kind: 'patient'; patient: PatientRow }
  | { kind: 'staff'; staff: StaffCaller };

const VISITOR: Caller = { kind: 'visitor' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the scope's hook; null only outside a scope. */
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** How the guard finds the account behind a session token (see decorateCaller). */
    callerAccount: AccountLookup;
    /** How the guard finds the staff account behind a console session token. */
    callerStaff: StaffLookup;
  }
  interface FastifyContextConfig {
    /** A staffScope route's permission (contracts/staff/constants STAFF_PERMISSIONS). */
    permission?: StaffPermission;
    /** A staffScope route every signed-in role may use (its own account, signing out). */
    anyStaff?: boolean;
  }
}

export function decorateCaller(app: FastifyInstance, findAccount: AccountLookup, findStaff: StaffLookup) {
  app.decorate('callerAccount', findAccount);
  app.decorate('callerStaff', findStaff);
  app.decorateRequest('caller', null);
}

/** The key console session tokens are signed with (never the patients' session key). */
export function staffSessionKey(secret: Uint8Array): Uint8Array {
  return deriveKey(secret, 'staff-session');
}

/** The patient behind a valid, current session token: null without a token, 'stale' otherwise. */
async function patientFromToken(request: FastifyRequest): Promise<PatientRow | 'stale' | null> {
  const token = bearerFrom(request.headers.authorization);
  if (!token) return null;
  const { tokenKeys, database } = request.server.deps;
  const claims = await verifyPatientToken(tokenKeys, token);
  if (!claims) return 'stale';
  const patient = await request.server.callerAccount(database.db, claims.patientId);
  // A password reset moves the epoch on, so older tokens stop working.
  return patient && patient.sessionEpoch === claims.epoch ? patient : 'stale';
}

/** Routes of a patient's own data: a valid, current session token, else 401. */
async function requirePatient(request: FastifyRequest) {
  const patient = await patientFromToken(request);
  if (patient === null) throw unauthorized(commonMessages.unauthorized);
  if (patient === 'stale') throw unauthorized(commonMessages.sessionExpired);
  request.caller = { kind: 'patient', patient };
}

/** Routes that answer visitors too but personalise for patients: a stale token reads as a visitor. */
async function identifyCaller(request: FastifyRequest) {
  const patient = await patientFromToken(request);
  request.caller = patient && patient !== 'stale' ? { kind: 'patient', patient } : VISITOR;
}

/** Registers `routes` so that every one of them needs a signed-in patient. */
export function patientScope(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope, opts) => {
    scope.addHook('preHandler', requirePatient);
    await routes(scope, opts);
  };
}

/** Registers `routes` for everyone, with the signed-in patient (if any) known to them. */
export function openScope(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope, opts) => {
    scope.addHook('preHandler', identifyCaller);
    await routes(scope, opts);
  };
}

/** Staff routes: a valid, current console session of an active account, else 401. */
async function requireStaff(request: FastifyRequest) {
  const token = bearerFrom(request.headers.authorization);
  if (!token) throw unauthorized(staffAuthMessages.staffOnly);
  const { tokenKeys, database } = request.server.deps;
  const claims = await verifyStaffToken(staffSessionKey(tokenKeys.secret), token);
  if (!claims) throw unauthorized(staffAuthMessages.sessionExpired);
  const staff = await request.server.callerStaff(database.db, claims.staffId);
  // A password change, an admin ending the sessions or deactivation ends every earlier token.
  if (!staff?.active || staff.sessionEpoch !== claims.epoch)
    throw unauthorized(staffAuthMessages.sessionExpired);
  const permission = request.routeOptions.config.permission;
  if (permission && !can(staff.role, permission)) throw new AppError(403, staffAuthMessages.forbidden);
  request.caller = { kind: 'staff', staff };
}

/**
 * Registers `routes` so that every one needs a console session, and each route must declare
 * `config: { permission }` or, open to every role, `config: { anyStaff: true }`; a route with
 * neither throws at start-up, so a forgotten permission cannot ship.
 */
export function staffScope(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope, opts) => {
    scope.addHook('onRoute', (route) => {
      const config = route.config ?? {};
      if (!config.permission && !config.anyStaff)
        throw new Error(`staff route ${route.method} ${route.url} declares no permission`);
      for (const method of [route.method].flat())
        STAFF_ROUTES.set(`${method} ${route.url}`, {
          method,
          url: route.url,
          permission: config.permission ?? null,
        });
      // The API docs name the console's own token (api-docs.ts), not the patients' bearer.
      route.schema = { ...route.schema, security: [{ consoleToken: [] }] };
    });
    // On the request, before its body is read: a caller without a console session is refused
    // before the server reads (or parses) anything it sent, such as a photo's 8 MB.
    scope.addHook('onRequest', requireStaff);
    await routes(scope, opts);
  };
}

/**
 * Every staff route registered in this process with the permission it declared (null: any
 * role), so a test can walk the whole table against ROLE_PERMISSIONS (staff-permissions.test.ts).
 */
export const STAFF_ROUTES = new Map<
  string,
  { method: string; url: string; permission: StaffPermission | null }
>();

/** The signed-in staff member of a staffScope route. */
export function signedInStaff(request: FastifyRequest): StaffCaller {
  if (request.caller?.kind !== 'staff') throw unauthorized(staffAuthMessages.staffOnly);
  return request.caller.staff;
}

/** The signed-in patient of a patientScope route. */
export function signedInPatient(request: FastifyRequest): PatientRow {
  if (request.caller?.kind !== 'patient') throw unauthorized(commonMessages.unauthorized);
  return request.caller.patient;
}

/** The patient of an openScope route, or null for a visitor. */
export function patientOrNull(request: FastifyRequest): PatientRow | null {
  return request.caller?.kind === 'patient' ? request.caller.patient : null;
}
