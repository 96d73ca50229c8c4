import { envelope } from '@care/contracts/common/envelope';
import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import { accessLogListData, accessLogQuery } from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { presentAccessLogEntry } from './present.ts';
import { searchAccessLog } from './repository.ts';

const tags = ['staff'];
const PAGE_SIZE = 50;

/** Searching the access log (staffScope). */
export async function accessLogRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/access-log',
    {
      config: { permission: 'access_log.search' },
      schema: {
        tags,
        summary: 'Staff reads of patients’ data, newest first, 50 a page; by patient and/or staff member',
        querystring: accessLogQuery,
        response: { 200: envelope(accessLogListData) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await searchAccessLog(deps.db, {
        patientId: q.patient_id,
        staffId: q.staff_id,
        limit: PAGE_SIZE,
        offset: (q.page - 1) * PAGE_SIZE,
      });
      return ok(reply, m.accessLog, rows.map(presentAccessLogEntry));
    },
  );
}
