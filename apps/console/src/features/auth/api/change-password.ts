import type { staffPasswordBody } from '@care/contracts/staff/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ChangePasswordBody = z.input<typeof staffPasswordBody>;

/** POST staff/password: the current password, a new one and a code; other sessions end. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const res = await api('staff/password', { body });
  return res.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
