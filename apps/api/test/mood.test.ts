import type { Pagination } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import { MOOD_HISTORY_DAYS, MOOD_LABELS, MOODS } from '@care/contracts/mood/constants';
import { moodMessages as mm } from '@care/contracts/mood/messages';
import type { MoodTrack } from '@care/contracts/mood/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMood, patientUuid } from './helpers/content-fixtures.ts';
import {
  bearer,
  createTestApp,
  expectEnvelope,
  type RegisteredPatient,
  type TestApp,
} from './helpers/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let demoToken: string;
let patient: RegisteredPatient;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await t.signIn();
  patient = await t.registerPatient();
});
afterAll(async () => {
  await t?.close();
});

const addMood = (payload: unknown, token?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/patient/add-mood-track',
    payload: payload as object,
    ...(token ? { headers: bearer(token) } : {}),
  });
async function history(token: string): Promise<MoodTrack[]> {
  const res = await t.inject({ method: 'GET', url: '/api/patient/mood-history', headers: bearer(token) });
  const data = expectEnvelope<{ result: MoodTrack[]; pagination: Pagination }>(
    res,
    200,
    commonMessages.ok,
  ).data;
  expect(Object.keys(data)).toEqual(['result', 'pagination']);
  // One page of everything by default (paging: liberal-input.test.ts).
  expect(data.pagination).toEqual({ current_page: 1, records: 500, total_records: data.result.length });
  return data.result;
}

describe('GET patient/get-mood-list', () => {
  it('lists the five moods in order with their face pictures, for visitors too', async () => {
    for (const headers of [{}, bearer(demoToken)]) {
      const res = await t.inject({ method: 'GET', url: '/api/patient/get-mood-list', headers });
      const { data } = expectEnvelope<
        { mood: string; mood_icon: string; mood_icon_svg: string | null; display_mood: string }[]
      >(res, 200, commonMessages.ok);
      expect(data.map((m) => m.mood)).toEqual(['angry', 'sad', 'anxious', 'neutral', 'happy']);
      expect(data).toEqual(
        MOODS.map((mood) => ({
          mood,
          // PNG for the phone apps (they cannot show SVG); the SVG for the web.
          mood_icon: `http://localhost:80/media/raster/mood/${mood}.png`,
          mood_icon_svg: `http://localhost:80/media/mood/${mood}.svg`,
          display_mood: MOOD_LABELS[mood],
        })),
      );
    }
  });

  it('serves each face picture', async () => {
    const { data } = (await t.inject({ method: 'GET', url: '/api/patient/get-mood-list' })).json() as {
      data: { mood_icon: string; mood_icon_svg: string }[];
    };
    for (const { mood_icon, mood_icon_svg } of data) {
      const res = await t.inject({ method: 'GET', url: mood_icon });
      expect(res.statusCode, mood_icon).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/png/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const svg = await t.inject({ method: 'GET', url: mood_icon_svg });
      expect(svg.statusCode, mood_icon_svg).toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});

describe('POST patient/add-mood-track', () => {
  it('needs a signed-in patient', async () => {
    expectEnvelope(await addMood({ mood: 'happy' }), 401, commonMessages.unauthorized);
    expectEnvelope(await addMood({ mood: 'happy' }, 'not-a-token'), 401);
  });

  it('records the mood now and answers 201 with the check-in', async () => {
    const before = Date.now();
    const body = expectEnvelope<MoodTrack>(await addMood({ mood: 'happy' }, patient.token), 201, mm.saved);
    expect(Object.keys(body.data).sort()).toEqual(['_id', 'createdAt', 'display_mood', 'mood']);
    expect(body.data).toMatchObject({ mood: 'happy', display_mood: 'Happy' });
    expect(body.data._id).toMatch(UUID);
    const at = Date.parse(body.data.createdAt);
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it.each([
    ['Happy', 'happy'],
    [' SAD ', 'sad'],
    ['Anxious', 'anxious'],
  ])('normalises %j to %s', async (sent, stored) => {
    const body = expectEnvelope<MoodTrack>(await addMood({ mood: sent }, patient.token), 201, mm.saved);
    expect(body.data.mood).toBe(stored);
    expect(body.data.display_mood).toBe(MOOD_LABELS[stored as keyof typeof MOOD_LABELS]);
  });

  it.each([{ mood: 'joyful' }, { mood: '' }, { mood: 5 }, { mood: null }, {}, { mood: ['happy'] }])(
    'refuses %j',
    async (payload) => {
      const count = (await history(patient.token)).length;
      expectEnvelope(await addMood(payload, patient.token), 400, mm.moodInvalid);
      expect((await history(patient.token)).length).toBe(count);
    },
  );
});

describe('GET patient/mood-history', () => {
  it('needs a signed-in patient', async () => {
    expectEnvelope(
      await t.inject({ method: 'GET', url: '/api/patient/mood-history' }),
      401,
      commonMessages.unauthorized,
    );
  });

  it("answers only the caller's check-ins of the last 30 days, oldest first", async () => {
    const fresh = await t.registerPatient();
    expect(await history(fresh.token)).toEqual([]);

    const id = await patientUuid(t, fresh.patient.patient_id);
    const tooOld = await insertMood(t, id, 'angry', MOOD_HISTORY_DAYS + 1);
    const oldest = await insertMood(t, id, 'sad', MOOD_HISTORY_DAYS - 1);
    const middle = await insertMood(t, id, 'neutral', 3);
    const added = expectEnvelope<MoodTrack>(await addMood({ mood: 'happy' }, fresh.token), 201).data;

    const result = await history(fresh.token);
    expect(result.map((m) => m._id)).toEqual([oldest.id, middle.id, added._id]);
    expect(result.map((m) => m.mood)).toEqual(['sad', 'neutral', 'happy']);
    expect(result.map((m) => m._id)).not.toContain(tooOld.id);
    expect(result[0]).toEqual({
      _id: oldest.id,
      mood: 'sad',
      display_mood: 'Sad',
      createdAt: oldest.createdAt.toISOString(),
    });

    // Another patient's check-ins are not in it, and this one's are not in theirs.
    const theirs = await history(patient.token);
    expect(theirs.length).toBeGreaterThan(0);
    const ids = new Set(result.map((m) => m._id));
    expect(theirs.some((m) => ids.has(m._id))).toBe(false);
  });

  it("answers the demo patient's seeded fortnight in time order", async () => {
    const result = await history(demoToken);
    expect(result.length).toBeGreaterThan(0);
    const times = result.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const since = Date.now() - MOOD_HISTORY_DAYS * 86_400_000;
    expect(times.every((at) => at >= since)).toBe(true);
    expect(result.every((m) => (MOODS as readonly string[]).includes(m.mood))).toBe(true);
    expect(result.every((m) => m.display_mood === MOOD_LABELS[m.mood])).toBe(true);
  });
});
