import type { SavedAddress } from '@care/contracts/lab-tests/answers';
import type { AddressInput } from '@care/contracts/lab-tests/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { labTestQueryKeys } from './query-keys';

/** `GET patient/addresses`: the patient's saved addresses. */
export async function getAddresses(): Promise<SavedAddress[]> {
  const res = await api('patient/addresses', {
    schema: () => import('@care/contracts/lab-tests/answers').then((m) => m.addressListData),
  });
  return res.data;
}

export function useAddresses(enabled: boolean) {
  return useQuery({ queryKey: labTestQueryKeys.addresses, queryFn: getAddresses, enabled });
}

/** `POST patient/addresses`. */
export async function addAddress(input: AddressInput): Promise<SavedAddress> {
  const res = await api('patient/addresses', {
    body: input,
    schema: () => import('@care/contracts/lab-tests/answers').then((m) => m.addressSchema),
  });
  return res.data;
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labTestQueryKeys.addresses }),
  });
}
