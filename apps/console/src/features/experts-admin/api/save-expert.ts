import type {
  StaffExpert,
  StaffExpertCreateBody,
  StaffExpertCreated,
  StaffExpertUpdateBody,
} from '@care/contracts/expert-admin/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expertsQueryKey } from './get-experts';

const schemas = () => import('@care/contracts/expert-admin/schemas');

/** POST staff/experts: the new expert (and the console invite e-mailed to them, if an e-mail was given). */
export async function createExpert(
  body: StaffExpertCreateBody,
): Promise<StaffExpertCreated & { message: string }> {
  const res = await api('staff/experts', {
    body,
    schema: () => schemas().then((m) => m.staffExpertCreatedData),
  });
  return { ...res.data, message: res.message };
}

/** PUT staff/experts/:id: profile and fees (paise). */
export async function updateExpert(input: {
  id: string;
  body: StaffExpertUpdateBody;
}): Promise<{ expert: StaffExpert; message: string }> {
  const res = await api(`staff/experts/${encodeURIComponent(input.id)}`, {
    method: 'PUT',
    body: input.body,
    schema: () => schemas().then((m) => m.staffExpertSchema),
  });
  return { expert: res.data, message: res.message };
}

export function useCreateExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExpert,
    onSuccess: () => client.invalidateQueries({ queryKey: expertsQueryKey }),
  });
}

export function useUpdateExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateExpert,
    onSuccess: () => client.invalidateQueries({ queryKey: expertsQueryKey }),
  });
}
