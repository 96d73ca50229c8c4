import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { RECONCILE_JOB_NAME } from '@care/contracts/money/constants';
import { paymentAdminMessages as m } from '@care/contracts/money/messages';
import {
  idParams,
  jobRunListData,
  manualRefundBody,
  orderListData,
  orderListQuery,
  refundListData,
  refundListQuery,
  staffRefundSchema,
} from '@care/contracts/money/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { latestJobRuns } from '../../lib/job-runs.ts';
import { ok } from '../../lib/reply.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import { ordersForStaff } from '../booking/index.ts';
import { refundNow, refundsForStaff } from '../payments/index.ts';
import { presentJobRun, presentOrder, presentRefund } from './present.ts';
import { manualRefund, retryRefund } from './refund-actions.ts';

const tags = ['staff', 'money'];
const PAGE_SIZE = 50;
const RUNS_SHOWN = 20;

/** Payment orders, refunds and the reconciliation's runs (payments.read); refunds by hand and retries (payments.refund). */
export async function paymentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  async function refundAnswer(id: string) {
    const [row] = await refundsForStaff(deps.db, { id, limit: 1, offset: 0 });
    if (!row) throw notFound(m.refundNotFound);
    return presentRefund(row);
  }

  app.get(
    '/payments',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        summary: 'Payment orders, newest first, 50 a page; by status, dates (Asia/Kolkata) or booking number',
        querystring: orderListQuery,
        response: { 200: envelope(orderListData) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await ordersForStaff(deps.db, {
        status: q.status,
        from: q.from ? kolkataInstant(q.from, '00:00') : null,
        before: q.to ? kolkataInstant(addDays(q.to, 1), '00:00') : null,
        booking: q.booking,
        limit: PAGE_SIZE,
        offset: (q.page - 1) * PAGE_SIZE,
      });
      return ok(reply, m.orders, rows.map(presentOrder));
    },
  );

  app.get(
    '/payments/refunds',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        summary:
          'Refunds, newest first, 50 a page; by state (failed: waiting for a retry after a provider error)',
        querystring: refundListQuery,
        response: { 200: envelope(refundListData) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await refundsForStaff(deps.db, {
        state: q.state,
        limit: PAGE_SIZE,
        offset: (q.page - 1) * PAGE_SIZE,
      });
      return ok(reply, m.refunds, rows.map(presentRefund));
    },
  );

  app.get(
    '/payments/reconciliation-runs',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        summary: 'The payments reconciliation job’s latest passes, newest first',
        response: { 200: envelope(jobRunListData) },
      },
    },
    async (_request, reply) =>
      ok(reply, m.jobRuns, (await latestJobRuns(deps.db, RECONCILE_JOB_NAME, RUNS_SHOWN)).map(presentJobRun)),
  );

  app.post(
    '/payments/refunds/:id/retry',
    {
      config: { permission: 'payments.refund' },
      schema: {
        tags,
        summary:
          'Ask the provider again now for a refund whose last call failed (409 in any other state); audited',
        params: idParams,
        response: { 200: envelope(staffRefundSchema) },
      },
    },
    async (request, reply) => {
      const id = await retryRefund(deps, signedInStaff(request), request.params.id);
      await refundNow(deps, request.log, [id]);
      return ok(reply, m.retryQueued, await refundAnswer(id));
    },
  );

  app.post(
    '/payments/manual-refund',
    {
      config: { permission: 'payments.refund' },
      schema: {
        tags,
        summary:
          'Refund a paid consultation booking’s payment with a reason, once (409 when refunded already); audited',
        body: manualRefundBody,
        response: { 201: envelope(staffRefundSchema) },
      },
    },
    async (request, reply) => {
      const id = await manualRefund(deps, signedInStaff(request), request.body);
      await refundNow(deps, request.log, [id]);
      return ok(reply, m.manualRefunded, await refundAnswer(id), 201);
    },
  );
}
