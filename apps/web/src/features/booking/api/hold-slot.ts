import type { Hold } from '@care/contracts/booking/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SlotChoice {
  doctor_id: string;
  date: string;
  time_slot_start: string;
  time_slot_end: string;
}

/** `POST book-appointment/hold`: the slot is the patient's for the hold's minutes (409 if taken). */
export async function holdSlot(choice: SlotChoice): Promise<Hold> {
  const res = await api('book-appointment/hold', {
    body: choice,
    schema: () => import('@care/contracts/booking/schemas').then((m) => m.holdData),
  });
  return res.data;
}

export function useHoldSlot() {
  return useMutation({ mutationFn: holdSlot });
}
