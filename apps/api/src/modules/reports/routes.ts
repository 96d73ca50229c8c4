import { envelope } from '@care/contracts/common/envelope';
import { pageWindow, paginationOf } from '@care/contracts/common/paging';
import { REPORT_READ_SECONDS } from '@care/contracts/reports/constants';
import { reportMessages as m } from '@care/contracts/reports/messages';
import {
  doctorReportListData,
  reportAccessListData,
  reportAccessQuery,
  reportFileData,
  reportFileQuery,
  reportIdParams,
  reportListData,
  reportListQuery,
  reportSchema,
  reportUploadSchema,
  testReportListData,
  testReportQuery,
} from '@care/contracts/reports/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_TYPES } from '../../adapters/storage/file-storage.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { absoluteUrl } from '../../lib/site-url.ts';
import { patientScope, signedInPatient } from '../../plugins/caller.ts';
import { staffReadsOfPatient } from '../staff/index.ts';
import { mergeAccessHistory } from './access-history.ts';
import {
  presentDoctorReport,
  presentReport,
  presentTestReport,
  reportFilename,
  testReportFiles,
} from './present.ts';
import { reportReadLink } from './read-link.ts';
import { readNoteFor } from './reads.ts';
import {
  accessHistory,
  addReports,
  deleteOwnReport,
  doctorReportsOf,
  fileSharedWithBooking,
  ownedFile,
  ownReports,
  ownReportUploads,
  patientTestReports,
  recordAccess,
  uploadOf,
} from './repository.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** My reports (spec sections 2 to 5): the patient's own, their test reports, their experts'. */
export async function reportRoutes(root: FastifyInstance) {
  await root.register(patientScope(routes));
}

async function routes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  /**
   * A short-lived signed address that opens one of the patient's files: served inline under its
   * title, never cached, and its fetch recorded in the access history (reads.ts). S3 serves its
   * links itself and announces no read, so there the read is recorded when the link is made
   * (`report/file-url` only: a list's links are not reads).
   */
  async function readLink(
    request: FastifyRequest,
    patientId: string,
    file: { key: string; title: string },
    attachment = false,
  ) {
    const url = await reportReadLink(deps.storage, file, { readNote: readNoteFor(patientId), attachment });
    return absoluteUrl(request, url);
  }

  app.get(
    '/report/list',
    {
      schema: {
        tags,
        summary: "The patient's own reports, newest first",
        security,
        querystring: reportListQuery,
        response: { 200: envelope(reportListData) },
      },
    },
    async (request, reply) => {
      const rows = await ownReports(deps.db, signedInPatient(request).id, pageWindow(request.query));
      return ok(reply, m.list, rows.map(presentReport));
    },
  );

  app.post(
    '/report/upload',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Adds reports: each a title and a file the patient uploaded to the patient-report folder',
        security,
        body: reportUploadSchema,
        response: { 201: envelope(reportListData) },
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const wanted = request.body.reports;
      const keys = [...new Set(wanted.map((r) => r.file_path))];
      const owned = await ownReportUploads(deps.db, patient.id, keys);
      // Another patient's file, a file never uploaded or one in another folder: not found.
      if (owned.length !== keys.length) throw notFound(m.fileNotFound);
      const types = new Map(owned.map((u) => [u.key, u.contentType]));
      const rows = await addReports(
        deps.db,
        patient.id,
        wanted.map((r) => ({ title: r.title, fileKey: r.file_path, contentType: types.get(r.file_path)! })),
      );
      return ok(reply, m.uploaded, rows.map(presentReport), 201);
    },
  );

  app.delete(
    '/report/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the patient’s own reports and its file',
        security,
        params: reportIdParams,
        response: { 200: envelope(reportSchema) },
      },
    },
    async (request, reply) => {
      const row = await deleteOwnReport(deps.db, signedInPatient(request).id, request.params.id);
      if (!row) throw notFound(m.notFound);
      if (!(await fileSharedWithBooking(deps.db, row.fileKey)))
        await deps.storage
          .remove(row.fileKey)
          .catch((err) => request.log.warn({ err }, 'report file not removed'));
      return ok(reply, m.deleted, presentReport(row));
    },
  );

  app.get(
    '/report/get-test-reports',
    {
      schema: {
        tags,
        summary: "The patient's test reports, by risk status and search",
        security,
        querystring: testReportQuery,
        response: { 200: envelope(testReportListData) },
      },
    },
    async (request, reply) => {
      const { search_contain: search, status } = request.query;
      const patientId = signedInPatient(request).id;
      const { rows, total } = await patientTestReports(
        deps.db,
        patientId,
        { search, status },
        pageWindow(request.query),
      );
      const result = await Promise.all(
        rows.map(async (row) =>
          presentTestReport(
            row,
            await Promise.all(testReportFiles(row).map((file) => readLink(request, patientId, file))),
          ),
        ),
      );
      return ok(reply, m.list, { result, pagination: paginationOf(request.query, total) });
    },
  );

  app.get(
    '/report/list-by-doctor',
    {
      schema: {
        tags,
        summary: "The experts' reports from the patient's consultations",
        security,
        querystring: reportListQuery,
        response: { 200: envelope(doctorReportListData) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await doctorReportsOf(
        deps.db,
        signedInPatient(request).id,
        pageWindow(request.query),
      );
      return ok(reply, m.list, {
        result: rows.map(presentDoctorReport),
        pagination: paginationOf(request.query, total),
      });
    },
  );

  // Ours: files are private; a link to read one lives 5 minutes and every read is recorded.
  app.get(
    '/report/file-url',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "A 5-minute link to read one of the patient's report files (reading it is recorded in the access history)",
        security,
        querystring: reportFileQuery,
        response: { 200: envelope(reportFileData) },
      },
    },
    async (request, reply) => {
      const patient = signedInPatient(request);
      const file = await ownedFile(deps.db, patient.id, request.query.file_path);
      if (!file) throw notFound(m.fileNotFound);
      const upload = await uploadOf(deps.db, file.key);
      const ext = file.key.split('.').pop()?.toLowerCase() ?? '';
      const contentType = upload?.contentType ?? CONTENT_TYPES[ext] ?? 'application/octet-stream';
      if (!deps.localStorage) await recordAccess(deps.db, patient.id, file, 'patient', deps.clock.now());
      const url = await readLink(request, patient.id, file);
      // Saving the file is a read too, through its own link that asks the browser to save it
      // under the report's title (a UUID key is no name for a patient's file).
      const downloadUrl = await readLink(request, patient.id, file, true);
      return ok(reply, m.link, {
        url,
        download_url: downloadUrl,
        filename: reportFilename(file),
        content_type: contentType,
        expires_at: new Date(deps.clock.now().getTime() + REPORT_READ_SECONDS * 1000).toISOString(),
      });
    },
  );

  app.get(
    '/report/access-log',
    {
      schema: {
        tags,
        summary: "Who opened the patient's report files, and when (newest first)",
        security,
        querystring: reportAccessQuery,
        response: { 200: envelope(reportAccessListData) },
      },
    },
    async (request, reply) => {
      const patientId = signedInPatient(request).id;
      const page = pageWindow(request.query);
      // Two logs, two owners: the newest offset + limit of each hold the page of both merged
      // (a patient's history is short, so the bound only caps what exists).
      const upTo = page.offset + page.limit;
      const [own, staff] = await Promise.all([
        accessHistory(deps.db, patientId, { limit: upTo, offset: 0 }),
        staffReadsOfPatient(deps.db, patientId, upTo),
      ]);
      return ok(reply, m.accessLog, mergeAccessHistory(own, staff).slice(page.offset, upTo));
    },
  );
}
