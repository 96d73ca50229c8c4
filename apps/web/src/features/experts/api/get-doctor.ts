import type { ListedDoctor } from '@care/contracts/experts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDeferredResult } from '@/lib/use-deferred-result';
import { expertQueryKeys } from './query-keys';

/** `GET doctor/{id}`: the expert with their picture, next free slot and rating. */
export async function getDoctor(id: string): Promise<ListedDoctor> {
  const res = await api(`doctor/${encodeURIComponent(id)}`, {
    auth: false,
    schema: () => import('@care/contracts/experts/answers').then((m) => m.listedDoctorSchema),
  });
  return res.data;
}

export const doctorQueryOptions = (id: string) =>
  queryOptions({ queryKey: expertQueryKeys.doctor(id), queryFn: () => getDoctor(id), staleTime: 5 * 60_000 });

export function useDoctor(id: string) {
  return useDeferredResult(useQuery({ ...doctorQueryOptions(id), enabled: id !== '' }));
}
