import { envelope } from '@care/contracts/common/envelope';
import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import { auditListData, auditQuery } from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { presentAuditEntry, searchAuditLog } from './audit.ts';

const tags = ['staff'];
const PAGE_SIZE = 50;

/** Searching the audit log of staff changes (staffScope, admins). */
export async function auditRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/audit',
    {
      config: { permission: 'audit.search' },
      schema: {
        tags,
        summary:
          'Staff changes with who, when, before and after, newest first, 50 a page; by staff member, subject or words',
        querystring: auditQuery,
        response: { 200: envelope(auditListData) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await searchAuditLog(deps.db, {
        staffId: q.staff_id,
        subject: q.subject,
        subjectId: q.subject_id,
        q: q.q,
        limit: PAGE_SIZE,
        offset: (q.page - 1) * PAGE_SIZE,
      });
      return ok(reply, m.auditLog, rows.map(presentAuditEntry));
    },
  );
}
