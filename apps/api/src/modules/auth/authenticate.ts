import { commonMessages } from '@care/contracts/common/messages';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import { findAccountById, type PatientRow } from '../patient/repository.ts';
import { bearerFrom, verifyPatientToken, verifyPhoneToken } from './tokens.ts';

/** Pre-handler for patient routes: a valid, current session token, else 401. */
export async function authenticate(request: FastifyRequest) {
  const { tokenKeys, database } = request.server.deps;
  const token = bearerFrom(request.headers.authorization);
  if (!token) throw unauthorized(commonMessages.unauthorized);
  const claims = await verifyPatientToken(tokenKeys, token);
  if (!claims) throw unauthorized(commonMessages.sessionExpired);
  const patient = await findAccountById(database.db, claims.patientId);
  // A password reset moves the epoch on, so older tokens stop working.
  if (!patient || patient.sessionEpoch !== claims.epoch) throw unauthorized(commonMessages.sessionExpired);
  request.patientId = patient.id;
}

/**
 * The phone a sign-up call may act on: the bearer must be a phone-verification token for
 * exactly the phone in the body.
 */
export async function verifiedPhone(request: FastifyRequest, phone: string, message: string): Promise<void> {
  const token = bearerFrom(request.headers.authorization);
  const claims = token ? await verifyPhoneToken(request.server.deps.tokenKeys, token) : null;
  if (!claims || claims.phone !== phone) throw unauthorized(message);
}

/**
 * For calls that answer visitors too but personalise for patients (article lists): the
 * patient behind a valid, current token, else null. A stale token reads as a visitor.
 */
export async function optionalPatient(request: FastifyRequest): Promise<PatientRow | null> {
  const token = bearerFrom(request.headers.authorization);
  if (!token) return null;
  const { tokenKeys, database } = request.server.deps;
  const claims = await verifyPatientToken(tokenKeys, token);
  if (!claims) return null;
  const patient = await findAccountById(database.db, claims.patientId);
  return patient && patient.sessionEpoch === claims.epoch ? patient : null;
}

export async function optionalPatientId(request: FastifyRequest): Promise<string | null> {
  return (await optionalPatient(request))?.id ?? null;
}
