import { ApiError } from '@care/api-client/api-client';
import type { LeaveBody, leaveSavedData } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { availabilityQueryKey } from './get-availability';
import type { AffectedAppointment } from './preview-leave';

export type LeaveSaved = z.infer<typeof leaveSavedData> & { message: string };

/**
 * POST staff/availability/leave. Without cancel_booked the API refuses (409) leave over booked
 * appointments and names them; with it, it cancels and refunds them and tells each patient.
 */
export async function saveLeave(body: LeaveBody): Promise<LeaveSaved> {
  const res = await api('staff/availability/leave', {
    body,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.leaveSavedData),
  });
  return { ...res.data, message: res.message };
}

/** The appointments a 409 names (booked since the preview), or null for any other failure. */
export function affectedOf(error: unknown): AffectedAppointment[] | null {
  if (!(error instanceof ApiError) || error.statusCode !== 409) return null;
  const affected = (error.body as { data?: { affected?: unknown } } | null)?.data?.affected;
  return Array.isArray(affected) ? (affected as AffectedAppointment[]) : null;
}

export function useSaveLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLeave,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: availabilityQueryKey });
      void client.invalidateQueries({ queryKey: ['staff', 'appointments'] });
    },
  });
}
