import type { RefundViewState } from '@care/contracts/money/constants';

// Words for payment and refund states on the console.

export const ORDER_STATUS_LABELS: Record<string, string> = {
  created: 'Awaiting payment',
  failed: 'Failed',
  paid: 'Paid',
  refunded: 'Refunded',
};

export const PURPOSE_LABELS: Record<string, string> = {
  booking: 'Consultation',
  gift: 'Gift',
  lab: 'Lab test',
};

export const REFUND_STATE_LABELS: Record<RefundViewState, string> = {
  pending: 'Pending',
  processing: 'With the provider',
  refunded: 'Refunded',
  failed: 'Failed, will retry',
};

export const REFUND_REASON_LABELS: Record<string, string> = {
  cancelled: 'Cancelled',
  second_payment: 'Second payment',
  slot_sold: 'Slot sold meanwhile',
  coupon_used_up: 'Coupon used up',
  amount_mismatch: 'Amount mismatch',
  slot_withdrawn: 'Slot withdrawn',
  manual: 'By hand',
};

export const stateColor = (state: string) =>
  state === 'paid' || state === 'refunded' ? 'sea' : state === 'failed' ? 'red' : 'gray';
