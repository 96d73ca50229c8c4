import { commonMessages } from '@care/contracts/common/messages';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { patients } from '../db/schema/index.ts';
import { unauthorized } from '../lib/errors.ts';
import { bearerFrom, verifyPatientToken } from '../lib/tokens.ts';

// Who is calling, found once per request and kept on it. A module says which callers its
// routes serve by registering them in a scope (patientScope, openScope) rather than by
// matching URLs; a second kind of caller (staff) will get its own kind and scope here.
// The guard serves every module and so depends on none: app.ts passes in the patient
// module's account lookup (decorateCaller).

type PatientRow = typeof patients.$inferSelect;

/** The registered account with this id, or null (the patient module's findAccountById). */
export type AccountLookup = (db: Db, id: string) => Promise<PatientRow | null>;

export type Caller = { kind: 'visitor' } | { kind: 'patient'; patient: PatientRow };

const VISITOR: Caller = { kind: 'visitor' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the scope's hook; null only outside a scope. */
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** How the guard finds the account behind a session token (see decorateCaller). */
    callerAccount: AccountLookup;
  }
}

export function decorateCaller(app: FastifyInstance, findAccount: AccountLookup) {
  app.decorate('callerAccount', findAccount);
  app.decorateRequest('caller', null);
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

/** The signed-in patient of a patientScope route. */
export function signedInPatient(request: FastifyRequest): PatientRow {
  if (request.caller?.kind !== 'patient') throw unauthorized(commonMessages.unauthorized);
  return request.caller.patient;
}

/** The patient of an openScope route, or null for a visitor. */
export function patientOrNull(request: FastifyRequest): PatientRow | null {
  return request.caller?.kind === 'patient' ? request.caller.patient : null;
}
