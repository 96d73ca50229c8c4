import { SAVED_ADDRESSES_MAX } from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import type { SavedAddress } from '@care/contracts/lab-tests/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientAddresses } from '../src/db/schema/index.ts';
import { makePatients } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Saved addresses (issue 22): a patient adds, lists, edits and deletes their own; each part is
// checked with a message naming it (India's 6-digit PIN, not starting with 0); at most
// SAVED_ADDRESSES_MAX, also under parallel adds on two instances; another patient's is a 404
// with nothing changed.

let t: TestApp;
let second: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({}, { secondInstanceOf: t });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  app = t,
) =>
  app.inject({
    method,
    url,
    remoteAddress: app.nextIp(),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const homeAddress = (over: Record<string, unknown> = {}) => ({
  label: 'Home',
  line1: 'Flat 3B, Lotus Apartments, 12 MG Road',
  line2: 'Koregaon Park',
  landmark: 'Near City Mall',
  city: 'Pune',
  state: 'Maharashtra',
  pin_code: '411001',
  ...over,
});

const rowsOf = (patientId: string) =>
  t.app.deps.db.select().from(patientAddresses).where(eq(patientAddresses.patientId, patientId));

describe('saved addresses', () => {
  it('adds, lists, edits and deletes the patient’s own addresses', async () => {
    const [a] = await makePatients(t, 1);
    const added = expectEnvelope<SavedAddress>(
      await call(
        'POST',
        '/api/patient/addresses',
        a!.token,
        homeAddress({ pin_code: 411001, label: ' Home ' }),
      ),
      201,
      m.addressSaved,
    ).data;
    expect(added).toMatchObject({
      label: 'Home',
      city: 'Pune',
      pin_code: '411001',
      landmark: 'Near City Mall',
    });
    const work = expectEnvelope<SavedAddress>(
      await call('POST', '/api/patient/addresses', a!.token, {
        label: 'Work',
        line1: '5th floor, Tower B, Cyber City',
        city: 'Gurugram',
        state: 'Haryana',
        pin_code: '122002',
      }),
      201,
    ).data;
    expect(work).toMatchObject({ line2: '', landmark: '' });

    const list = expectEnvelope<SavedAddress[]>(
      await call('GET', '/api/patient/addresses', a!.token),
      200,
      m.addresses,
    ).data;
    expect(list.map((x) => x._id)).toEqual([added._id, work._id]);

    const edited = expectEnvelope<SavedAddress>(
      await call('PATCH', `/api/patient/addresses/${work._id}`, a!.token, {
        landmark: 'Opposite the metro',
        pin_code: '122003',
      }),
      200,
      m.addressSaved,
    ).data;
    expect(edited).toMatchObject({ label: 'Work', landmark: 'Opposite the metro', pin_code: '122003' });

    expectEnvelope(
      await call('DELETE', `/api/patient/addresses/${work._id}`, a!.token),
      200,
      m.addressDeleted,
    );
    expect((await rowsOf(a!.id)).map((r) => r.id)).toEqual([added._id]);
    expectEnvelope(
      await call('DELETE', `/api/patient/addresses/${work._id}`, a!.token),
      404,
      m.addressNotFound,
    );
  });

  it('refuses each bad part with a message naming it, and saves nothing', async () => {
    const [a] = await makePatients(t, 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ label: '' }, m.addressLabelRequired],
      [{ label: undefined }, m.addressLabelRequired],
      [{ label: 'x'.repeat(41) }, m.addressLabelTooLong],
      [{ line1: '   ' }, m.addressLine1Required],
      [{ line2: 'x'.repeat(201) }, m.addressLineTooLong],
      [{ city: '' }, m.addressCityRequired],
      [{ state: undefined }, m.addressStateRequired],
      [{ pin_code: '012345' }, m.pinInvalid],
      [{ pin_code: '41100' }, m.pinInvalid],
      [{ pin_code: '4110011' }, m.pinInvalid],
      [{ pin_code: 'PUNE01' }, m.pinInvalid],
      [{ pin_code: undefined }, m.pinInvalid],
      [{ pin_code: 41100.5 }, m.pinInvalid],
      [{ city: 'Pu\u0000ne' }, ''],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', '/api/patient/addresses', a!.token, homeAddress(over));
      const body = expectEnvelope(res, 400);
      if (message) expect(body.message, JSON.stringify(over)).toBe(message);
    }
    expect(await rowsOf(a!.id)).toEqual([]);
    expectEnvelope(await call('POST', '/api/patient/addresses', undefined, homeAddress()), 401);
    expectEnvelope(await call('POST', '/api/patient/addresses', a!.token, homeAddress()), 201);
    const [row] = await rowsOf(a!.id);
    expectEnvelope(
      await call('PATCH', `/api/patient/addresses/${row!.id}`, a!.token, {}),
      400,
      m.addressNothingToChange,
    );
    expectEnvelope(
      await call('PATCH', `/api/patient/addresses/${row!.id}`, a!.token, { pin_code: '000001' }),
      400,
      m.pinInvalid,
    );
    expect((await rowsOf(a!.id))[0]!.pinCode).toBe('411001');
  });

  it('answers 404 for another patient’s address or an unknown id, changing nothing', async () => {
    const [a, b] = await makePatients(t, 2);
    const mine = expectEnvelope<SavedAddress>(
      await call('POST', '/api/patient/addresses', a!.token, homeAddress()),
      201,
    ).data;
    expectEnvelope(
      await call('PATCH', `/api/patient/addresses/${mine._id}`, b!.token, { city: 'Mumbai' }),
      404,
      m.addressNotFound,
    );
    expectEnvelope(
      await call('DELETE', `/api/patient/addresses/${mine._id}`, b!.token),
      404,
      m.addressNotFound,
    );
    expectEnvelope(
      await call('PATCH', '/api/patient/addresses/not-an-id', a!.token, { city: 'Mumbai' }),
      404,
    );
    expectEnvelope(
      await call('DELETE', '/api/patient/addresses/3b8d2f10-6c1a-4e7b-9a55-1f0c7d2e9999', a!.token),
      404,
    );
    expect(
      expectEnvelope<SavedAddress[]>(await call('GET', '/api/patient/addresses', b!.token), 200).data,
    ).toEqual([]);
    expect((await rowsOf(a!.id)).map((r) => r.city)).toEqual(['Pune']);
  });

  it(`keeps at most ${SAVED_ADDRESSES_MAX}, also when 16 adds arrive at once on two instances`, async () => {
    const [a] = await makePatients(t, 1);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call(
          'POST',
          '/api/patient/addresses',
          a!.token,
          homeAddress({ label: `Place ${i}` }),
          i % 2 ? second : t,
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(SAVED_ADDRESSES_MAX);
    expect(codes.filter((c) => c === 409)).toHaveLength(16 - SAVED_ADDRESSES_MAX);
    const refused = results.find((r) => r.statusCode === 409)!;
    expectEnvelope(refused, 409, m.addressesFull);
    expect(await rowsOf(a!.id)).toHaveLength(SAVED_ADDRESSES_MAX);
  });
});
