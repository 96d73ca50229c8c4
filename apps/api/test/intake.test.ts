import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { intakeMessages as m } from '@care/contracts/intake/messages';
import type { IntakeDetail, IntakeSubmitted } from '@care/contracts/intake/schemas';
import { goodGc, goodMhc, goodMhcWithOurs } from '@care/contracts/intake/testing/intake-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { intakeForms } from '../src/db/schema/index.ts';
import { intakeHarmAnswer } from '../src/modules/appointments/repository.ts';
import { ananya, bookingForm, makePatients, rohan, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The intake form by link, without sign-in: its four outcomes, the rules of both variants, once
// per appointment, and nothing for an unknown or unpaid booking. The link is the one the
// confirmation text carries (its own capability, issue 18; capability-links.test.ts covers the
// link itself); the booking's id opens the form only with the patient's own bearer token.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let slotNo = 0;
function freshSlot(e = ananya) {
  slotNo += 1;
  return slotOf(e, 21 + 3 * Math.floor(slotNo / 4), slotNo % 4);
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://care.example' }, { clock });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date();
});

const detail = (id: string, token?: string) =>
  t.inject({
    method: 'GET',
    url: `/api/book-appointment/get-patient-detail-for-intake-form/${id}`,
    remoteAddress: t.nextIp(),
    ...(token ? { headers: bearer(token) } : {}),
  });
const submit = (payload: object, token?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/patient-intake',
    payload,
    remoteAddress: t.nextIp(),
    ...(token ? { headers: bearer(token) } : {}),
  });

/** The intake link's capability from the confirmation text to this phone. */
function intakeKeyTexted(phone: string): string {
  const texted = t
    .readOutbox()
    .filter((x) => x.to === phone)
    .map((x) => x.text.match(/\/patient-intake-form\/([A-Za-z0-9_-]+)/)?.[1])
    .find(Boolean);
  if (!texted) throw new Error(`no intake link texted to ${phone}`);
  return texted;
}

/** A confirmed (free) appointment of a new patient with the expert; its id and slot. */
async function confirmed(e = ananya, over: Record<string, unknown> = {}) {
  const [p] = await makePatients(t, 1);
  const type = e.type as 'gc' | 'mhc';
  const slot = freshSlot(e);
  const res = await t.inject({
    method: 'POST',
    url: `/api/book-appointment?type=${type}`,
    payload: bookingForm(slot, type, await tncId(t, type), { coupon_code: 'FREECONSULT', ...over }),
    remoteAddress: t.nextIp(),
    headers: bearer(p!.token),
  });
  const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
  expect(r.skip_payment).toBe(true);
  return { id: r.book_appointment_id, key: intakeKeyTexted(p!.phone), slot, patient: p! };
}

describe('GET book-appointment/get-patient-detail-for-intake-form/{id}', () => {
  it('prefills the form for a booked appointment, with the variant', async () => {
    const a = await confirmed();
    const body = expectEnvelope<IntakeDetail>(await detail(a.key), 200, m.detail).data;
    expect(body).toMatchObject({
      expired_status: false,
      already_exist: false,
      booking_not_found: false,
      masked: false,
    });
    expect(body.result).toMatchObject({
      book_appointment_id: a.id,
      doctor_id: { type: 'mhc', _id: ananya.id },
    });
    expect(body.result!.patient_id.phone).toMatch(/^[6-9]\d{9}$/);
  });

  it('answers not found for an unknown id, a malformed one and a booking never confirmed', async () => {
    for (const id of ['5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e9999', 'nope', '%00'])
      expect(expectEnvelope<IntakeDetail>(await detail(id), 404, m.notFound).data.booking_not_found).toBe(
        true,
      );
    const [p] = await makePatients(t, 1);
    const slot = freshSlot();
    const pending = expectEnvelope<{ data: BookingResult }>(
      await t.inject({
        method: 'POST',
        url: '/api/book-appointment?type=mhc',
        payload: bookingForm(slot, 'mhc', await tncId(t, 'mhc')),
        remoteAddress: t.nextIp(),
        headers: bearer(p!.token),
      }),
      200,
    ).data.data;
    expectEnvelope(await detail(pending.book_appointment_id), 404, m.notFound);
  });

  it('answers expired once the appointment has ended (clock injected) or was cancelled', async () => {
    const a = await confirmed();
    now = kolkataInstant(a.slot.date, a.slot.time_slot_end);
    // The patient's own bearer token opens it by the booking's id; the link itself has expired.
    expect(
      expectEnvelope<IntakeDetail>(await detail(a.id, a.patient.token), 410, m.expired).data.expired_status,
    ).toBe(true);
    expectEnvelope(await submit({ ...goodMhc, book_appointment_id: a.id }, a.patient.token), 410, m.expired);
    expectEnvelope(await detail(a.key), 404, m.linkInvalid);
    now = new Date();
    const b = await confirmed();
    const cancel = await t.inject({
      method: 'POST',
      url: '/api/book-appointment/cancel-book-appointment',
      payload: { book_appointment_id: b.id },
      remoteAddress: t.nextIp(),
      headers: bearer(b.patient.token),
    });
    expectEnvelope(cancel, 200);
    // Issue 19: a cancelled appointment says so rather than that its time ran out.
    expectEnvelope(await detail(b.key), 410, am.cancelledLink);
    expectEnvelope(await detail(b.id, b.patient.token), 410, am.cancelledLink);
  });
});

describe('POST patient-intake', () => {
  it('saves an MHC form once; then the link says it was submitted', async () => {
    const a = await confirmed();
    expectEnvelope(await submit({ ...goodMhc, book_appointment_id: a.key }), 201, m.submitted);
    const [stored] = await t.app.deps.db.select().from(intakeForms).where(eq(intakeForms.bookingId, a.id));
    expect(stored!.consultationType).toBe('mhc');
    expect(stored!.answers).toMatchObject({
      name: 'Meera Rao',
      experiencing_anxiet_panic_attacks_when_started: '',
    });
    expect(expectEnvelope<IntakeDetail>(await detail(a.key), 409, m.already).data.already_exist).toBe(true);
    expectEnvelope(
      await submit({ ...goodMhc, book_appointment_id: a.key, name: 'Someone Else' }),
      409,
      m.already,
    );
    const rows = await t.app.deps.db.select().from(intakeForms).where(eq(intakeForms.bookingId, a.id));
    expect(rows).toHaveLength(1);
  });

  it('saves a GC form for a GC appointment and refuses the other variant', async () => {
    const a = await confirmed(rohan, { is_this_your_first_consultation: 'first' });
    expectEnvelope(await submit({ ...goodMhc, book_appointment_id: a.key }), 400, m.typeMismatch);
    expectEnvelope(await submit({ ...goodGc, book_appointment_id: a.key }), 201, m.submitted);
  });

  it.each([
    ['an empty field', { city: '' }, m.required],
    ['a phone that is not Indian mobile', { phone: '12345' }, m.phoneInvalid],
    ['a bad e-mail', { email: 'meera@' }, m.emailInvalid],
    ['age 0', { age: 0 }, m.ageInvalid],
    ['an option not offered', { appropriate_option: 'Geriatric' }, m.required],
    ['no consultation type', { consultation_type: undefined }, m.typeMismatch],
  ])('refuses %s with the spec message and saves nothing', async (_t, change, message) => {
    const a = await confirmed(rohan, { is_this_your_first_consultation: 'first' });
    expectEnvelope(await submit({ ...goodGc, book_appointment_id: a.key, ...change }), 400, message);
    expect(await t.app.deps.db.select().from(intakeForms).where(eq(intakeForms.bookingId, a.id))).toEqual([]);
  });

  it('answers not found for an unknown appointment', async () => {
    expectEnvelope(
      await submit({ ...goodMhcWithOurs, book_appointment_id: '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e9999' }),
      404,
      m.notFound,
    );
    expectEnvelope(
      await submit({ ...goodGc, book_appointment_id: '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e9999' }),
      404,
      m.notFound,
    );
  });
});

describe('POST patient-intake: our MHC questions (pregnancy or a baby in the last 12 months, thoughts of harm)', () => {
  const HARM = 'thoughts_of_harming_self_or_baby';
  const PERINATAL = 'pregnant_or_baby_in_last_12_months';
  const stored = async (id: string) =>
    (await t.app.deps.db.select().from(intakeForms).where(eq(intakeForms.bookingId, id)))[0]?.answers as
      | Record<string, unknown>
      | undefined;

  it("stores both answers with the rest; 'Never' is not flagged", async () => {
    const a = await confirmed();
    const res = await submit({ ...goodMhcWithOurs, book_appointment_id: a.key });
    expect(expectEnvelope<IntakeSubmitted>(res, 201, m.submitted).data).toEqual({ flagged: false });
    expect(await stored(a.id)).toMatchObject({ name: 'Meera Rao', [PERINATAL]: 'Yes', [HARM]: 'Never' });
    expect(await intakeHarmAnswer(t.app.deps.db, a.id)).toBe('Never');
  });

  it.each(['Yes, quite often', 'Sometimes', 'Hardly ever'])(
    "flags '%s': the answer says so and the stored answers give it",
    async (answer) => {
      const a = await confirmed();
      const res = await submit({
        ...goodMhcWithOurs,
        book_appointment_id: a.key,
        [HARM]: answer.toUpperCase(),
      });
      expect(expectEnvelope<IntakeSubmitted>(res, 201, m.submitted).data).toEqual({ flagged: true });
      // Any case is taken and stored as the option is written.
      expect((await stored(a.id))?.[HARM]).toBe(answer);
      expect(await intakeHarmAnswer(t.app.deps.db, a.id)).toBe(answer);
    },
  );

  it("saves an app's form without them (written to the spec), not flagged", async () => {
    const a = await confirmed();
    expect(goodMhc).not.toHaveProperty(HARM);
    const res = await submit({ ...goodMhc, book_appointment_id: a.key });
    expect(expectEnvelope<IntakeSubmitted>(res, 201, m.submitted).data).toEqual({ flagged: false });
    const answers = await stored(a.id);
    expect(answers).toMatchObject({ name: 'Meera Rao', pronouns: 'She / Her' });
    expect(answers).not.toHaveProperty(HARM);
    expect(answers).not.toHaveProperty(PERINATAL);
    expect(await intakeHarmAnswer(t.app.deps.db, a.id)).toBeNull();
    // Empty or null answers are the same as none.
    const b = await confirmed();
    const res2 = await submit({ ...goodMhc, book_appointment_id: b.key, [HARM]: '', [PERINATAL]: null });
    expect(expectEnvelope<IntakeSubmitted>(res2, 201).data.flagged).toBe(false);
  });

  it("keeps accepting the spec's pronoun value 'Her /Him'", async () => {
    const a = await confirmed();
    expectEnvelope(
      await submit({ ...goodMhcWithOurs, book_appointment_id: a.key, pronouns: 'Her /Him' }),
      201,
    );
    expect((await stored(a.id))?.pronouns).toBe('Her /Him');
  });

  it.each([
    [PERINATAL, 'Maybe', m.perinatalInvalid],
    [HARM, 'Often', m.harmThoughtsInvalid],
    [HARM, 2, m.harmThoughtsInvalid],
  ])('refuses %s = %j with a 400 naming the field, and saves nothing', async (field, value, message) => {
    const a = await confirmed();
    const res = await submit({ ...goodMhcWithOurs, book_appointment_id: a.key, [field]: value });
    expectEnvelope(res, 400, message);
    expect(message).toContain(field);
    expect(await stored(a.id)).toBeUndefined();
  });

  it('answers not flagged for a GC form', async () => {
    const a = await confirmed(rohan, { is_this_your_first_consultation: 'first' });
    const res = await submit({ ...goodGc, book_appointment_id: a.key, [HARM]: 'Sometimes' });
    expect(expectEnvelope<IntakeSubmitted>(res, 201).data).toEqual({ flagged: false });
    expect(await stored(a.id)).not.toHaveProperty(HARM);
  });
});

describe('the confirmation text', () => {
  it("carries the intake form's own link when the site address is configured", async () => {
    const site = await createTestApp({ PUBLIC_URL: 'https://care.example/' });
    try {
      const [p] = await makePatients(site, 1);
      const slot = slotOf(ananya, 30, 1);
      const res = await site.inject({
        method: 'POST',
        url: '/api/book-appointment?type=mhc',
        payload: bookingForm(slot, 'mhc', await tncId(site, 'mhc'), { coupon_code: 'FREECONSULT' }),
        remoteAddress: site.nextIp(),
        headers: bearer(p!.token),
      });
      const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
      const texts = site.readOutbox().filter((x) => x.to === p!.phone);
      expect(texts).toHaveLength(1);
      // The link's own capability (43 characters of base64url), never the booking's id.
      expect(texts[0]!.text).toMatch(/https:\/\/care\.example\/patient-intake-form\/[A-Za-z0-9_-]{43}(\s|$)/);
      expect(texts[0]!.text).not.toContain(r.book_appointment_id);
      expect(texts[0]!.text).not.toMatch(/depress|anxi|pregnan/i);
    } finally {
      await site.close();
    }
  });
});
