import type { roomTicketData } from '@care/contracts/staff/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type RoomTicket = z.infer<typeof roomTicketData>;

/** POST staff/appointments/:id/room: the expert's way into the consultation room. */
export async function openRoom(id: string): Promise<RoomTicket> {
  const res = await api(`staff/appointments/${encodeURIComponent(id)}/room`, {
    method: 'POST',
    body: {},
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.roomTicketData),
  });
  return res.data;
}

export function useOpenRoom(id: string) {
  return useMutation({ mutationFn: () => openRoom(id) });
}
