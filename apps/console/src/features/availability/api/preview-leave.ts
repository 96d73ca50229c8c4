import type { affectedAppointmentSchema } from '@care/contracts/staff/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AffectedAppointment = z.infer<typeof affectedAppointmentSchema>;

/** POST staff/availability/leave/preview: the booked appointments leave on these days would cancel. */
export async function previewLeave(days: {
  starts_on: string;
  ends_on: string;
}): Promise<AffectedAppointment[]> {
  const res = await api('staff/availability/leave/preview', {
    body: days,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.leaveConflictData),
  });
  return res.data.affected;
}

export function usePreviewLeave() {
  return useMutation({ mutationFn: previewLeave });
}
