import { consultationMessages as cm } from '@care/contracts/staff/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { type StaffCaller, signedInStaff } from '../../plugins/caller.ts';

/**
 * The signed-in expert and the expert profile they act for. Every consultation route's
 * permission is an expert's only (contracts ROLE_PERMISSIONS), and an expert account always has
 * a profile (staff_accounts' CHECK): the 403 is for a role given these permissions later
 * without one.
 */
export function signedInExpert(request: FastifyRequest): { staff: StaffCaller; expertId: string } {
  const staff = signedInStaff(request);
  if (!staff.expertId) throw new AppError(403, cm.noExpertProfile);
  return { staff, expertId: staff.expertId };
}
