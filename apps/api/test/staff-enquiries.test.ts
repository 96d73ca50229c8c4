import { enquiryMessages as em } from '@care/contracts/moderation/messages';
import type { Enquiry } from '@care/contracts/moderation/schemas';
import { staffAuthMessages as sm } from '@care/contracts/staff/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries, staffAuditLog } from '../src/db/schema/index.ts';
import { makePatients } from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Operations works through the Contact Us enquiries (issue 22): waiting ones oldest or newest
// first, marked handled with an optional note (who and when kept), reopened; each move from the
// other state only (409 otherwise) and audited.

let t: TestApp;
let ops: TestStaff;
let admin: TestStaff;
let expert: TestStaff;
let patientToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await makeStaff(t, 'operations', { fullName: 'Olga Operations' });
  admin = await makeStaff(t, 'admin');
  expert = await makeStaff(t, 'expert', { expertId: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1002' });
  patientToken = (await makePatients(t, 1))[0]!.token;
});
afterAll(async () => {
  await t?.close();
});

let enquiryNo = 0;
/** An enquiry sent through the patients' Contact Us form. */
async function sendEnquiry(message: string) {
  enquiryNo += 1;
  const res = await t.inject({
    method: 'POST',
    url: '/api/patient/add-contact-us-enquiry',
    payload: { name: 'Kiran Das', phone: '9988776655', email: `kiran${enquiryNo}@example.com`, message },
    remoteAddress: t.nextIp(),
  });
  return expectEnvelope<{ _id: string }>(res, 201).data._id;
}
const call = (method: 'GET' | 'POST', url: string, who: TestStaff | null, payload?: object) =>
  t.inject({
    method,
    url,
    headers: who ? staffAuth(who) : {},
    ...(payload ? { payload } : {}),
    remoteAddress: t.nextIp(),
  });
const list = async (query = '') =>
  expectEnvelope<Enquiry[]>(await call('GET', `/api/staff/enquiries${query}`, ops), 200, em.list).data;
const row = async (id: string) =>
  (await t.app.deps.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id)))[0]!;

describe('contact enquiries', () => {
  it('lists waiting enquiries oldest first (or newest), with name, e-mail, phone, message and date', async () => {
    const first = await sendEnquiry('First: please call me.');
    await new Promise((r) => setTimeout(r, 5));
    const later = await sendEnquiry('Second: about my report.');
    const oldest = (await list()).map((e) => e.id);
    expect(oldest.indexOf(first)).toBeLessThan(oldest.indexOf(later));
    const newest = (await list('?handled=false&order=newest')).map((e) => e.id);
    expect(newest.indexOf(later)).toBeLessThan(newest.indexOf(first));
    expect((await list()).find((e) => e.id === first)).toMatchObject({
      name: 'Kiran Das',
      phone: '9988776655',
      email: expect.stringMatching(/^kiran\d+@example\.com$/),
      message: 'First: please call me.',
      handled_at: null,
      handled_by_name: null,
      handled_note: null,
    });
    expectEnvelope(await call('GET', '/api/staff/enquiries?handled=maybe', ops), 400, em.handledInvalid);
    expectEnvelope(await call('GET', '/api/staff/enquiries?order=sideways', ops), 400, em.orderInvalid);
  });

  it('marks one handled with a note (who and when), once; reopens it; each audited', async () => {
    const id = await sendEnquiry('Please call me back.');
    const handled = expectEnvelope<Enquiry>(
      await call('POST', `/api/staff/enquiries/${id}/handle`, ops, { note: 'Called back, booked a GC.' }),
      200,
      em.handled,
    ).data;
    expect(handled).toMatchObject({
      handled_by_name: 'Olga Operations',
      handled_note: 'Called back, booked a GC.',
    });
    expect(handled.handled_at).not.toBeNull();
    expect((await list()).some((e) => e.id === id)).toBe(false);
    expect((await list('?handled=true')).some((e) => e.id === id)).toBe(true);
    expectEnvelope(await call('POST', `/api/staff/enquiries/${id}/handle`, ops, {}), 409, em.alreadyHandled);
    expect((await row(id)).handledNote).toBe('Called back, booked a GC.');

    const reopened = expectEnvelope<Enquiry>(
      await call('POST', `/api/staff/enquiries/${id}/reopen`, ops),
      200,
      em.reopened,
    ).data;
    expect(reopened).toMatchObject({ handled_at: null, handled_by_name: null, handled_note: null });
    expectEnvelope(await call('POST', `/api/staff/enquiries/${id}/reopen`, ops), 409, em.notHandled);
    // Handled again without a note.
    expectEnvelope(await call('POST', `/api/staff/enquiries/${id}/handle`, ops, {}), 200);
    expect((await row(id)).handledNote).toBeNull();

    const log = await t.app.deps.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, id))
      .orderBy(staffAuditLog.at, staffAuditLog.id);
    expect(log.map((e) => e.action).sort()).toEqual(['enquiry.handle', 'enquiry.handle', 'enquiry.reopen']);
    const first = log.find(
      (e) => e.action === 'enquiry.handle' && (e.after as { handled_note: string | null }).handled_note,
    )!;
    expect(first).toMatchObject({ subject: 'enquiry', staffId: ops.id });
    expect(first.before).toEqual({ handled_at: null, handled_by_staff_id: null, handled_note: null });
    expect(first.after).toMatchObject({
      handled_by_staff_id: ops.id,
      handled_note: 'Called back, booked a GC.',
    });
    const reopen = log.find((e) => e.action === 'enquiry.reopen')!;
    expect(reopen.before).toMatchObject({ handled_by_staff_id: ops.id });
    expect(reopen.after).toEqual({ handled_at: null, handled_by_staff_id: null, handled_note: null });
  });

  it('permissions: experts and admins 403, a patient token and none 401; 404 unknown, 400 malformed; nothing changed', async () => {
    const id = await sendEnquiry('Hello.');
    for (const [method, url] of [
      ['GET', '/api/staff/enquiries'],
      ['POST', `/api/staff/enquiries/${id}/handle`],
      ['POST', `/api/staff/enquiries/${id}/reopen`],
    ] as const) {
      for (const who of [expert, admin])
        expectEnvelope(await call(method, url, who, method === 'POST' ? {} : undefined), 403, sm.forbidden);
      expect((await call(method, url, null)).statusCode).toBe(401);
      const asPatient = await t.inject({
        method,
        url,
        headers: bearer(patientToken),
        remoteAddress: t.nextIp(),
      });
      expect(asPatient.statusCode).toBe(401);
    }
    expectEnvelope(
      await call('POST', '/api/staff/enquiries/00000000-0000-4000-8000-000000000000/handle', ops, {}),
      404,
      em.notFound,
    );
    expect((await call('POST', '/api/staff/enquiries/nope/handle', ops, {})).statusCode).toBe(400);
    expectEnvelope(
      await call('POST', `/api/staff/enquiries/${id}/handle`, ops, { note: 'x'.repeat(1001) }),
      400,
      em.noteTooLong,
    );
    expect((await row(id)).handledAt).toBeNull();
  });
});
