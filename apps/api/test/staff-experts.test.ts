import fs from 'node:fs';
import path from 'node:path';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { toPaise } from '@care/contracts/common/money';
import { expertAdminMessages as m } from '@care/contracts/expert-admin/messages';
import type { StaffExpert, StaffExpertCreated } from '@care/contracts/expert-admin/schemas';
import type { ListedDoctor } from '@care/contracts/experts/schemas';
import { consultationMessages as cm, staffAuthMessages as sm } from '@care/contracts/staff/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, experts, staffAuditLog } from '../src/db/schema/index.ts';
import { bookingForm, makePatients, rohan, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { codeAt, STAFF_PASSWORD, testClock } from './helpers/staff-sign-in.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Operations runs the experts from the console (issue 22): list (inactive too), add with every
// fee (paise) and a console invite, edit, deactivate and reactivate, photo. Patients see each
// change at once (the public answers are cached for a minute here, so a change must drop them),
// an inactive expert cannot be booked, and every change is in the audit log with before/after.

const clock = testClock();
let t: TestApp;
let ops: TestStaff;
let admin: TestStaff;
let expert: TestStaff;
let patientToken: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ANSWER_CACHE_MS: '60000' }, { clock });
  ops = await makeStaff(t, 'operations', { fullName: 'Olga Operations' });
  admin = await makeStaff(t, 'admin');
  expert = await makeStaff(t, 'expert', { expertId: rohan.id });
  patientToken = (await makePatients(t, 1))[0]!.token;
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: TestStaff | null,
  payload?: unknown,
) =>
  t.inject({
    method,
    url,
    headers: who ? staffAuth(who) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: t.nextIp(),
  });

let nameNo = 0;
/** A complete new GC expert in the API's words (fees in paise). */
function newExpert(over: Record<string, unknown> = {}) {
  nameNo += 1;
  return {
    type: 'gc',
    salutation: 'Dr.',
    first_name: 'Meenal',
    last_name: `Test${'abcdefghij'[nameNo % 10]}${nameNo}`.replace(/\d/g, (d) => 'klmnopqrst'[Number(d)]!),
    gender: 'female',
    pronoun: 'She / Her',
    qualification: 'MD, DM Medical Genetics',
    registration_no: 'KMC 12345',
    short_description: 'Prenatal genetic counselling.',
    description: 'Counsels couples after screening results.',
    practising_since: '2012-04-01',
    specialities: ['Medical Geneticist'],
    languages: ['english', 'kannada'],
    approaches: [],
    concerns: [],
    tier_1_fee_paise: toPaise(1899),
    tier_2_fee_paise: toPaise(999),
    self_fee_paise: 0,
    couple_fee_paise: 0,
    family_fee_paise: 0,
    medicine_fee_paise: toPaise(250),
    clinic_address_line1: '12 MG Road',
    clinic_city: 'Bengaluru',
    clinic_state: 'Karnataka',
    clinic_country: 'India',
    clinic_postal_code: '560001',
    mobile_number: '9000012345',
    ...over,
  };
}

const create = async (over: Record<string, unknown> = {}) =>
  expectEnvelope<StaffExpertCreated>(await call('POST', '/api/staff/experts', ops, newExpert(over)), 201)
    .data;

async function patientList(type: string): Promise<ListedDoctor[]> {
  const res = await t.inject({ method: 'GET', url: `/api/doctor/list?type=${type}&page=1&records=100` });
  return expectEnvelope<{ result: ListedDoctor[] }>(res, 200).data.result;
}
const auditOf = (id: string) =>
  t.app.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, id)).orderBy(staffAuditLog.at);
const emails = (): { to: string; subject: string; text: string }[] => {
  const file = path.join(t.dataDir, 'email-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
};

describe('permissions', () => {
  it('operations only: experts and admins get 403, a patient token and no token 401', async () => {
    const some = '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1002';
    const routes: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/api/staff/experts'],
      ['GET', `/api/staff/experts/${some}`],
      ['POST', '/api/staff/experts', newExpert()],
      ['PUT', `/api/staff/experts/${some}`, newExpert({ type: undefined })],
      ['POST', `/api/staff/experts/${some}/deactivate`],
      ['POST', `/api/staff/experts/${some}/reactivate`],
      ['DELETE', `/api/staff/experts/${some}/photo`],
    ];
    for (const [method, url, body] of routes) {
      for (const who of [expert, admin])
        expectEnvelope(await call(method, url, who, body), 403, sm.forbidden);
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      const asPatient = await t.inject({
        method,
        url,
        headers: bearer(patientToken),
        remoteAddress: t.nextIp(),
        ...(body ? { payload: body as Record<string, unknown> } : {}),
      });
      expect(asPatient.statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing changed: Rohan is still active.
    const [row] = await t.app.deps.db.select().from(experts).where(eq(experts.id, some));
    expect(row!.active).toBe(true);
  });
});

describe('adding an expert', () => {
  it('is listed for patients at once with every fee, and audited with the fees', async () => {
    const before = await patientList('gc'); // cached now: the add must drop it
    const { expert: added, invite } = await create();
    expect(invite).toBeNull();
    expect(added).toMatchObject({
      active: true,
      has_account: false,
      tier_1_fee_paise: 189_900,
      tier_2_fee_paise: 99_900,
    });
    expect(before.some((d) => d._id === added.id)).toBe(false);
    const listed = (await patientList('gc')).find((d) => d._id === added.id);
    expect(listed).toMatchObject({
      fname: 'Meenal',
      tier_1_fee: 1899,
      tier_2_fee: 999,
      medicine_fee: 250,
      clinic_city: 'Bengaluru',
      registration_no: 'KMC 12345',
      years_of_experience: expect.any(Number),
    });
    const detail = expectEnvelope<ListedDoctor>(
      await t.inject({ method: 'GET', url: `/api/doctor/${added.id}` }),
      200,
    ).data;
    expect(detail.tier_1_fee).toBe(1899);
    // The search finds them by name.
    const found = await t.inject({ method: 'GET', url: `/api/doctor/list?type=gc&query=${added.last_name}` });
    expect(expectEnvelope<{ result: ListedDoctor[] }>(found, 200).data.result.map((d) => d._id)).toContain(
      added.id,
    );

    const [entry] = await auditOf(added.id);
    expect(entry).toMatchObject({
      staffId: ops.id,
      staffName: 'Olga Operations',
      action: 'expert.create',
      subject: 'expert',
      before: null,
    });
    expect(entry!.after).toMatchObject({
      tier_1_fee_paise: 189_900,
      medicine_fee_paise: 25_000,
      active: true,
    });
  });

  it('with an e-mail: a console invite for an account linked to the new expert, e-mailed (never answered) and usable', async () => {
    const email = `new.expert.${Date.now()}@care.test`;
    const res = await call('POST', '/api/staff/experts', ops, newExpert({ email }));
    const created = expectEnvelope<StaffExpertCreated>(res, 201, m.createdWithInvite).data;
    expect(created.invite).toMatchObject({ email });
    expect(res.body).not.toContain('/console/invite#');
    const mail = emails().find((e) => e.to === email);
    expect(mail?.text).toContain('/console/invite#');
    const token = /\/console\/invite#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const opened = expectEnvelope<{ totp_secret: string; role: string }>(
      await t.inject({
        method: 'POST',
        url: '/api/staff/invites/open',
        payload: { token },
        remoteAddress: t.nextIp(),
      }),
      200,
    ).data;
    expect(opened.role).toBe('expert');
    clock.tick();
    const accepted = expectEnvelope<{ staff: { expert_id: string; role: string } }>(
      await t.inject({
        method: 'POST',
        url: '/api/staff/invites/accept',
        payload: { token, password: STAFF_PASSWORD, code: await codeAt(opened.totp_secret, clock.now()) },
        remoteAddress: t.nextIp(),
      }),
      201,
    ).data;
    expect(accepted.staff).toMatchObject({ role: 'expert', expert_id: created.expert.id });
    const listed = expectEnvelope<StaffExpert[]>(await call('GET', '/api/staff/experts', ops), 200).data;
    expect(listed.find((e) => e.id === created.expert.id)?.has_account).toBe(true);
    expect((await auditOf(created.expert.id))[0]!.summary).toContain(email);
  });

  it('an e-mail that already has an account is 409 and adds nothing (expert and invite are one transaction)', async () => {
    const count = async () => (await t.app.deps.db.select({ id: experts.id }).from(experts)).length;
    const n = await count();
    expectEnvelope(
      await call('POST', '/api/staff/experts', ops, newExpert({ email: ops.email })),
      409,
      sm.emailTaken,
    );
    expect(await count()).toBe(n);
  });

  it('400 with a named message for malformed or refused fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, m.firstNameRequired],
      [{ type: 'xyz' }, m.typeRequired],
      [{ salutation: 'Sir' }, m.salutationInvalid],
      [{ gender: 'x' }, m.genderInvalid],
      [{ tier_1_fee_paise: -1 }, m.feeInvalid],
      [{ self_fee_paise: 12.5 }, m.feeInvalid],
      [{ self_fee_paise: 99_950 }, m.feeInvalid],
      [{ couple_fee_paise: 100_000_01 }, m.feeInvalid],
      [{ tier_2_fee_paise: 'abc' }, m.feeInvalid],
      [{ specialities: [] }, m.specialitiesRequired],
      [{ languages: ['klingon'] }, cm.languagesInvalid],
      [{ concerns: ['anxiety'] }, cm.concernsForCounsellors],
      [{ practising_since: '2012-13-01' }, m.practisingSinceInvalid],
      [{ practising_since: '2999-01-01' }, m.practisingSinceFuture],
      [{ mobile_number: '12345' }, m.mobileInvalid],
      [{ clinic_postal_code: '5600' }, m.postalCodeInvalid],
      [{ email: 'not-an-email' }, m.emailInvalid],
    ];
    for (const [over, message] of cases)
      expectEnvelope(await call('POST', '/api/staff/experts', ops, newExpert(over)), 400, message);
  });
});

describe('editing an expert', () => {
  it('saves profile and fees; patients see the new fee at once; the audit has the changed fields before and after', async () => {
    const { expert: added } = await create();
    await patientList('gc'); // cached
    const body = { ...newExpert({ last_name: added.last_name, tier_1_fee_paise: toPaise(2499) }) } as Record<
      string,
      unknown
    >;
    delete body.type;
    const saved = expectEnvelope<StaffExpert>(
      await call('PUT', `/api/staff/experts/${added.id}`, ops, body),
      200,
      m.saved,
    ).data;
    expect(saved.tier_1_fee_paise).toBe(249_900);
    expect((await patientList('gc')).find((d) => d._id === added.id)?.tier_1_fee).toBe(2499);
    const entries = await auditOf(added.id);
    const update = entries.find((e) => e.action === 'expert.update')!;
    expect(update.before).toEqual({ tier_1_fee_paise: 189_900 });
    expect(update.after).toEqual({ tier_1_fee_paise: 249_900 });
    // Saving the same again changes nothing and records nothing.
    expectEnvelope(await call('PUT', `/api/staff/experts/${added.id}`, ops, body), 200);
    expect((await auditOf(added.id)).filter((e) => e.action === 'expert.update')).toHaveLength(1);
  });

  it('404 for an unknown expert, 400 for a malformed id; nothing changed', async () => {
    const body = newExpert() as Record<string, unknown>;
    delete body.type;
    expectEnvelope(
      await call('PUT', '/api/staff/experts/00000000-0000-4000-8000-000000000000', ops, body),
      404,
      m.notFound,
    );
    expect((await call('PUT', '/api/staff/experts/not-an-id', ops, body)).statusCode).toBe(400);
    expectEnvelope(
      await call('GET', '/api/staff/experts/00000000-0000-4000-8000-000000000000', ops),
      404,
      m.notFound,
    );
    expectEnvelope(
      await call('POST', '/api/staff/experts/00000000-0000-4000-8000-000000000000/deactivate', ops),
      404,
      m.notFound,
    );
  });
});

describe('deactivating and reactivating', () => {
  it('an inactive expert leaves the lists and slots at once and cannot be booked; confirmed appointments stay', async () => {
    const [patient] = await makePatients(t, 1);
    const kept = slotOf(rohan, 6);
    const [booked] = await t.app.deps.db
      .insert(bookings)
      .values({
        patientId: patient!.id,
        expertId: rohan.id,
        type: 'gc',
        startsAt: kolkataInstant(kept.date, kept.time_slot_start),
        endsAt: kolkataInstant(kept.date, kept.time_slot_end),
        status: 'confirmed',
        holdExpiresAt: new Date(),
      })
      .returning();
    const slot = slotOf(rohan, 4);
    const slotsUrl = `/api/schedule-timing/get-slot-by-day-and-date?doctor_id=${rohan.id}&date=${slot.date}&day=${slot.day}`;
    // Both answers are cached now.
    expect((await patientList('gc')).some((d) => d._id === rohan.id)).toBe(true);
    expectEnvelope(await t.inject({ method: 'GET', url: slotsUrl }), 200);

    const off = expectEnvelope<StaffExpert>(
      await call('POST', `/api/staff/experts/${rohan.id}/deactivate`, ops),
      200,
      m.deactivated,
    ).data;
    expect(off.active).toBe(false);
    expect((await patientList('gc')).some((d) => d._id === rohan.id)).toBe(false);
    expect((await t.inject({ method: 'GET', url: `/api/doctor/${rohan.id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: slotsUrl })).statusCode).toBe(404);
    const tnc = await tncId(t, 'gc');
    const booking = await t.inject({
      method: 'POST',
      url: '/api/book-appointment?type=gc',
      headers: bearer(patient!.token),
      payload: bookingForm(slot, 'gc', tnc),
      remoteAddress: t.nextIp(),
    });
    expect(booking.statusCode, booking.body).toBe(404);
    const { day: _, ...held } = slot;
    const hold = await t.inject({
      method: 'POST',
      url: '/api/book-appointment/hold',
      headers: bearer(patient!.token),
      payload: held,
      remoteAddress: t.nextIp(),
    });
    expect(hold.statusCode, hold.body).toBe(404);
    const [still] = await t.app.deps.db.select().from(bookings).where(eq(bookings.id, booked!.id));
    expect(still!.status).toBe('confirmed');
    // Operations still lists them, as inactive.
    const all = expectEnvelope<StaffExpert[]>(await call('GET', '/api/staff/experts', ops), 200).data;
    expect(all.find((e) => e.id === rohan.id)?.active).toBe(false);

    expectEnvelope(
      await call('POST', `/api/staff/experts/${rohan.id}/deactivate`, ops),
      409,
      m.alreadyInactive,
    );
    expectEnvelope(await call('POST', `/api/staff/experts/${rohan.id}/reactivate`, ops), 200, m.reactivated);
    expectEnvelope(
      await call('POST', `/api/staff/experts/${rohan.id}/reactivate`, ops),
      409,
      m.alreadyActive,
    );
    expect((await patientList('gc')).some((d) => d._id === rohan.id)).toBe(true);
    expectEnvelope(await t.inject({ method: 'GET', url: slotsUrl }), 200);

    const entries = (await auditOf(rohan.id)).map((e) => [e.action, e.before, e.after]);
    expect(entries).toEqual([
      ['expert.deactivate', { active: true }, { active: false }],
      ['expert.reactivate', { active: false }, { active: true }],
    ]);
  });
});

describe('photo', () => {
  const png = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: '#3070d0' } })
      .png()
      .toBuffer();
  const put = async (id: string, who: TestStaff, body: Buffer | string, type = 'image/png') =>
    t.inject({
      method: 'PUT',
      url: `/api/staff/experts/${id}/photo`,
      payload: body,
      headers: { ...staffAuth(who), 'content-type': type },
      remoteAddress: t.nextIp(),
    });

  it('operations uploads any expert’s photo through the same checks; patients see it; audited', async () => {
    const { expert: added } = await create();
    await patientList('gc');
    const saved = expectEnvelope<StaffExpert>(
      await put(added.id, ops, await png(300)),
      200,
      m.photoSaved,
    ).data;
    expect(saved.profile_picture).toMatch(/expert-photo\/[0-9a-f-]+\.jpg$/);
    const listed = (await patientList('gc')).find((d) => d._id === added.id)!;
    expect(listed.profile_picture).toBe(saved.profile_picture);
    const served = await t.inject({
      method: 'GET',
      url: new URL(saved.profile_picture!, 'http://x').pathname,
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const entry = (await auditOf(added.id)).find((e) => e.action === 'expert.photo')!;
    expect(entry.before).toEqual({ profile_picture: null });
    expect(String((entry.after as { profile_picture: string }).profile_picture)).toMatch(/^expert-photo\//);

    expectEnvelope(await put(added.id, ops, await png(100)), 400, cm.photoTooSmall);
    expectEnvelope(await put(added.id, ops, 'not a picture'), 400, cm.photoNotImage);
    expectEnvelope(await put(added.id, expert, await png(300)), 403, sm.forbidden);
    expectEnvelope(await put('00000000-0000-4000-8000-000000000000', ops, await png(300)), 404, m.notFound);
    const removed = expectEnvelope<StaffExpert>(
      await call('DELETE', `/api/staff/experts/${added.id}/photo`, ops),
      200,
      m.photoRemoved,
    ).data;
    expect(removed.profile_picture).toBeNull();
  });
});
