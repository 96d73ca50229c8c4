import fs from 'node:fs';
import path from 'node:path';
import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@care/contracts/auth/constants';
import { loginMessages as lm, otpMessages as om } from '@care/contracts/auth/messages';
import { commonMessages } from '@care/contracts/common/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_URL_SECONDS } from '../src/adapters/storage/file-storage.ts';
import { patients, uploads } from '../src/db/schema/index.ts';
import { SIGN_IN_MAX_TRIES, SIGN_IN_WINDOW_MINUTES } from '../src/modules/auth/sign-in-throttle.ts';
import {
  bearer,
  createTestApp,
  DEMO,
  expectEnvelope,
  STRONG_PASSWORD,
  type TestApp,
  tinyPng,
} from './helpers/test-app.ts';

// One clock: the modules judge time by deps.clock (real time in the app, a movable one in
// tests) and hand the instant to SQL as a parameter. The machine's clock is read only by the
// adapters (link signing, the payment sandbox, the console SMS), which stand for outside systems,
// and by monotonic timers that measure elapsed time (performance.now()).

const MODULES_DIR = path.join(import.meta.dirname, '../src/modules');

/** Machine-clock reads on one line. */
const LINE_RULES: [RegExp, string][] = [
  [/\bnew Date\(\s*\)/, 'new Date()'],
  [/\bDate\.now\(\s*\)/, 'Date.now()'],
  // todayIso's default argument is the machine's date.
  [/\btodayIso\(\s*\)/, 'todayIso()'],
  // SQL now() on one line (not performance.now() or clock.now(): those follow a dot).
  [/(?<![.\w])now\(\)\s*[-+`]|sql`now\(\)`/, 'SQL now()'],
];

/** The database's own clock, inside the literal text of a sql`...` template. */
const SQL_CLOCK =
  /\b(now\(\)|current_timestamp|current_date|current_time|localtimestamp|localtime|clock_timestamp\(\)|statement_timestamp\(\)|transaction_timestamp\(\))/i;

/**
 * Reads of the machine's clock in `source`, as 1-based line numbers and what was found. Each
 * sql`...` template is read whole (it may span lines), its `${...}` parameters left out.
 */
function machineClockReads(source: string): { line: number; what: string }[] {
  const found = new Map<number, string>();
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  source.split('\n').forEach((text, i) => {
    for (const [rule, what] of LINE_RULES) if (rule.test(text) && !found.has(i + 1)) found.set(i + 1, what);
  });
  for (const start of source.matchAll(/\bsql`/g)) {
    let i = start.index + 4;
    let literal = i;
    const check = (end: number) => {
      const hit = SQL_CLOCK.exec(source.slice(literal, end));
      if (hit) {
        const line = lineOf(literal + hit.index);
        if (!found.has(line)) found.set(line, `SQL ${hit[1]}`);
      }
    };
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') i += 2;
      else if (source[i] === '$' && source[i + 1] === '{') {
        check(i);
        let depth = 0;
        for (; i < source.length; i++) {
          if (source[i] === '{') depth++;
          else if (source[i] === '}' && --depth === 0) break;
        }
        i++;
        literal = i;
      } else i++;
    }
    check(i);
  }
  return [...found].sort(([a], [b]) => a - b).map(([line, what]) => ({ line, what }));
}

/** Known reads this rule leaves alone, each by its file and exact line text (none today). */
const KNOWN: { file: string; text: string }[] = [
  // The access log's retention delete is bounded by the database's clock on purpose: migration
  // 0020's trigger refuses (by that clock) to delete an entry younger than a year, and one
  // refused row would fail the whole statement. The app's clock still bounds it too (`before`).
  { file: 'staff/repository.ts', text: 'make_interval(days => $' },
];

describe('the modules read no clock but deps.clock', () => {
  it('the rule finds the forms it is meant to (the lines this change replaced)', () => {
    const replaced = [
      '        registeredAt: new Date(),',
      '    const now = Date.now();',
      '  const now = new Date();',
      '    .set({ consumedAt: new Date() })',
      '      const since = new Date(Date.now() - MOOD_HISTORY_DAYS * 86_400_000);',
      `        gt(uploads.createdAt, sql\`now() - make_interval(secs => \${maxAgeSeconds})\`),`,
      '  await db.update(uploads).set({ size, uploadedAt: new Date() }).where(eq(uploads.key, key));',
      '  const now = sql`now()`;',
      '    .set({ ...values, updatedAt: new Date() })',
      '        expires_at: new Date(Date.now() + REPORT_READ_SECONDS * 1000).toISOString(),',
      '          days_left_for_delivery: daysLeftForDelivery(week, todayIso(), lmp),',
      'export async function seedExperts(db: Db, log: FastifyBaseLogger, now: Date = new Date()): Promise<void> {',
      // Other spellings of the database's clock.
      `const q = sql\`select \${a} < NOW()\`;`,
    ];
    for (const text of replaced) expect(machineClockReads(text), text).not.toEqual([]);
    // A template spread over lines is read whole; the hit is reported on its own line.
    const spread = `const q = sql\`\n  update t set at = \${x},\n  seen = current_timestamp\n\`;`;
    expect(machineClockReads(spread)).toEqual([{ line: 3, what: 'SQL current_timestamp' }]);
  });

  it('and lets the clock, instants made from it and elapsed-time timers pass', () => {
    const fine = [
      'const now = deps.clock.now();',
      'const since = new Date(deps.clock.now().getTime() - 30 * 86_400_000);',
      'gt(uploads.createdAt, new Date(now.getTime() - maxAgeSeconds * 1000)),',
      'const today = todayIso(now);',
      'const started = performance.now();',
      'const took = performance.now() - started;',
      `const q = sql\`\${t.at} <= \${now.toISOString()}::timestamptz\`;`,
      `const q = sql\`\${t.tries} + 1\`;`,
      "const label = 'known';",
    ];
    for (const text of fine) expect(machineClockReads(text), text).toEqual([]);
  });

  it('no file under src/modules reads the machine clock', () => {
    const files = fs
      .readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.split(path.sep).join('/'))
      .sort();
    expect(files.length).toBeGreaterThan(50);
    const offences: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(path.join(MODULES_DIR, file), 'utf8').split('\n');
      for (const { line, what } of machineClockReads(lines.join('\n'))) {
        const text = lines[line - 1]!;
        if (KNOWN.some((k) => k.file === file && text.includes(k.text))) continue;
        offences.push(`src/modules/${file}:${line}: ${what}: ${text.trim()}`);
      }
    }
    expect(offences, 'use deps.clock.now() (or a `now: Date` parameter) instead').toEqual([]);
  });
});

describe('the API judges time by deps.clock', () => {
  let t: TestApp;
  let now = new Date();
  const clock = { now: () => now };
  /** Moves the app's clock only; the machine's time (and the adapters') stays where it is. */
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    now = new Date();
  });

  const post = (url: string, payload: object) =>
    t.inject({ method: 'POST', url, payload, remoteAddress: t.nextIp() });

  describe('one-time codes', () => {
    it(`a new code waits ${OTP_RESEND_SECONDS} seconds on the app's clock`, async () => {
      const phone = t.nextPhone();
      expectEnvelope(await post('/api/patient/send-otp', { phone }), 200, om.sent);
      expectEnvelope(await post('/api/patient/send-otp', { phone }), 429, om.sendTooSoon);
      advance((OTP_RESEND_SECONDS - 1) * 1000);
      expectEnvelope(await post('/api/patient/send-otp', { phone }), 429, om.sendTooSoon);
      advance(2000);
      const again = expectEnvelope<{ token: string }>(
        await post('/api/patient/send-otp', { phone }),
        200,
        om.sent,
      );
      expect(t.readOutbox().filter((m) => m.to === phone)).toHaveLength(2);
      // The new code is good at the clock's time.
      const checked = await post('/api/patient/validate-otp', {
        phone,
        otp: t.lastCode(phone),
        token: again.data.token,
      });
      expectEnvelope(checked, 200, om.validated);
    });

    it(`a code expires ${OTP_VALID_MINUTES} minutes later on the app's clock`, async () => {
      const phone = t.nextPhone();
      const sent = expectEnvelope<{ token: string }>(
        await post('/api/patient/send-otp', { phone }),
        200,
        om.sent,
      );
      advance(OTP_VALID_MINUTES * 60_000 + 1000);
      const late = await post('/api/patient/validate-otp', {
        phone,
        otp: t.lastCode(phone),
        token: sent.data.token,
      });
      expectEnvelope(late, 400, om.expired);
    });
  });

  it(`the sign-in lock lifts ${SIGN_IN_WINDOW_MINUTES} minutes later on the app's clock`, async () => {
    const { email } = await t.registerPatient();
    for (let i = 0; i < SIGN_IN_MAX_TRIES; i++)
      expectEnvelope(
        await post('/api/patient/auth/sign-in', { username: email, password: `Wrong@123${i}` }),
        401,
        lm.badCredentials,
      );
    const right = { username: email, password: STRONG_PASSWORD };
    expectEnvelope(await post('/api/patient/auth/sign-in', right), 429, lm.tooManyAttempts);
    advance(SIGN_IN_WINDOW_MINUTES * 60_000 + 1000);
    expectEnvelope(await post('/api/patient/auth/sign-in', right), 200, lm.signedIn);
  });

  describe('upload links', () => {
    let token: string;
    beforeAll(async () => {
      token = await t.signIn(DEMO.email, DEMO.password);
    });
    const signedUrl = async () => {
      const res = await t.inject({
        method: 'GET',
        url: '/api/s3/get-singed-url?filename=me&ext=png&folder_name=patient',
        headers: bearer(token),
      });
      return expectEnvelope<{ url: string; file_path: string }>(res, 200, commonMessages.ok).data;
    };
    const put = (url: string) =>
      t.inject({
        method: 'PUT',
        url,
        payload: tinyPng(),
        headers: { 'content-type': 'image/png' },
        remoteAddress: t.nextIp(),
      });
    const uploadRow = async (key: string) =>
      (await t.app.deps.db.select().from(uploads).where(eq(uploads.key, key)))[0]!;

    it(`a link used more than ${UPLOAD_URL_SECONDS / 60} minutes later on the app's clock is refused`, async () => {
      const signed = await signedUrl();
      // The signature (the storage adapter's, on the machine's clock) is still good: only the
      // app's clock has moved.
      advance(UPLOAD_URL_SECONDS * 1000 + 1000);
      expectEnvelope(await put(signed.url), 403, commonMessages.uploadLinkInvalid);
      expect((await uploadRow(signed.file_path)).uploadedAt).toBeNull();

      // Back to the time it was asked for (plus a minute): the same link carries the file, and
      // its arrival is stamped with the clock's instant.
      now = new Date(Date.now() + 60_000);
      expectEnvelope(await put(signed.url), 200, commonMessages.ok);
      expect((await uploadRow(signed.file_path)).uploadedAt).toEqual(now);
    });
  });

  it("registration and profile changes are stamped with the app's instant", async () => {
    now = new Date(Date.now() + 2 * 60_000);
    const registered = await t.registerPatient();
    const row = async () =>
      (await t.app.deps.db.select().from(patients).where(eq(patients.email, registered.email)))[0]!;
    expect((await row()).registeredAt).toEqual(now);

    advance(60_000);
    const saved = await t.inject({
      method: 'POST',
      url: '/api/patient/profile/save',
      headers: bearer(registered.token),
      payload: { name: 'Meera Iyer' },
    });
    expectEnvelope(saved, 200);
    expect((await row()).updatedAt).toEqual(now);
  });
});
