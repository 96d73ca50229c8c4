import type { RefundViewState } from '@care/contracts/money/constants';
import type { JobRun, ManualRefund, StaffOrder, StaffRefund } from '@care/contracts/money/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { JobRun, StaffOrder, StaffRefund };

const paymentsKey = ['staff', 'payments'] as const;
const refundSchema = () => import('@care/contracts/money/schemas').then((m) => m.staffRefundSchema);

export interface OrderFilter {
  status?: string;
  from?: string;
  to?: string;
  booking?: string;
  page: number;
}

/** GET staff/payments: payment orders, newest first, 50 a page. */
export async function getOrders(filter: OrderFilter, signal?: AbortSignal): Promise<StaffOrder[]> {
  const res = await api('staff/payments', {
    query: { ...filter },
    signal,
    schema: () => import('@care/contracts/money/schemas').then((m) => m.orderListData),
  });
  return res.data;
}

export function useOrders(filter: OrderFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentsKey, 'orders', filter],
      queryFn: ({ signal }) => getOrders(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET staff/payments/refunds?state: refunds with their states, newest first. */
export async function getRefunds(
  filter: { state?: RefundViewState; page: number },
  signal?: AbortSignal,
): Promise<StaffRefund[]> {
  const res = await api('staff/payments/refunds', {
    query: { ...filter },
    signal,
    schema: () => import('@care/contracts/money/schemas').then((m) => m.refundListData),
  });
  return res.data;
}

export function useRefunds(filter: { state?: RefundViewState; page: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentsKey, 'refunds', filter],
      queryFn: ({ signal }) => getRefunds(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET staff/payments/reconciliation-runs: the job's latest passes. */
export async function getReconcileRuns(signal?: AbortSignal): Promise<JobRun[]> {
  const res = await api('staff/payments/reconciliation-runs', {
    signal,
    schema: () => import('@care/contracts/money/schemas').then((m) => m.jobRunListData),
  });
  return res.data;
}

export function useReconcileRuns() {
  return useQuery(
    queryOptions({ queryKey: [...paymentsKey, 'runs'], queryFn: ({ signal }) => getReconcileRuns(signal) }),
  );
}

/** POST staff/payments/refunds/:id/retry: asked of the provider again now. */
export async function retryRefund(id: string): Promise<{ refund: StaffRefund; message: string }> {
  const res = await api(`staff/payments/refunds/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    body: {},
    schema: refundSchema,
  });
  return { refund: res.data, message: res.message };
}

/** POST staff/payments/manual-refund: a paid booking's payment goes back, with a reason. */
export async function manualRefund(body: ManualRefund): Promise<{ refund: StaffRefund; message: string }> {
  const res = await api('staff/payments/manual-refund', { method: 'POST', body, schema: refundSchema });
  return { refund: res.data, message: res.message };
}

function usePaymentsMutation<V>(fn: (v: V) => Promise<{ refund: StaffRefund; message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentsKey }),
  });
}

export const useRetryRefund = () => usePaymentsMutation(retryRefund);
export const useManualRefund = () => usePaymentsMutation(manualRefund);
