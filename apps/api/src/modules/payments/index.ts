import type { ApiModule } from '../../lib/api-module.ts';
import { periodicJob } from '../../lib/job-runner.ts';
import { processRefunds } from './refunds.ts';

// Payments: the provider events applied (each once) and refunds (each its own record, asked of
// the provider until it answers). It depends on no other module. Payment orders and their moves
// are the booking lifecycle's (modules/booking); checkout settles what a paid order buys.

export const paymentsModule: ApiModule = {
  name: 'payments',
  jobs: [
    periodicJob({
      name: 'refunds processed',
      seconds: (app) => app.deps.config.PAYMENT_RECONCILE_SECONDS,
      run: (app) => processRefunds(app.deps, app.log),
    }),
  ],
};

export { type ReceiptPdf, receiptPdf } from './receipt-pdf.ts';
export {
  issueReceipt,
  ReceiptIssuedMeanwhile,
  type ReceiptRow,
  receiptNumber,
  receiptsOfBookings,
} from './receipts.ts';
export {
  processRefunds,
  queueRefund,
  REFUND_LEASE_MS,
  type RefundReason,
  refundNow,
  refundRetryMs,
} from './refunds.ts';
export {
  type RefundRow,
  recordEvent,
  refundOfPayment,
  refundsOfBookings,
} from './repository.ts';
// Issue 22: refunds as operations see them, retry and decide them.
export {
  insertManualRefund,
  lockRefund,
  makeRefundDue,
  refundsForStaff,
  refundViewState,
  type StaffRefundRow,
} from './staff-refunds.ts';
