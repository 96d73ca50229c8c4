import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { addDays, todayIso } from '@care/contracts/common/dates';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { migrationsFolder, openDatabase } from '../../src/db/client.ts';

// One app per test file: a fresh DATA_DIR (SMS outbox, uploads) and a fresh database —
// in-memory PGlite, or a throw-away database on TEST_DATABASE_URL's server when that is set.

export const DEMO = {
  patientCode: 'P-100000',
  phone: '9876543210',
  email: 'demo@example.com',
  password: 'Demo@1234',
  firstName: 'Ananya',
  lastName: 'Sharma',
  week: 21,
} as const;

export const LAB = {
  patientCode: 'P-100001',
  phone: '9123456780',
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya.nair@example.com',
  gender: 'female',
  dob: '1991-08-22',
} as const;

export const STRONG_PASSWORD = 'Newpass@123';

export interface OutboxMessage {
  to: string;
  text: string;
  at: string;
}

export interface Envelope<T = unknown> {
  status: 0 | 1;
  statusCode: number;
  message: string | { reason: string };
  data: T;
}

export interface RegisteredPatient {
  token: string;
  phone: string;
  email: string;
  patient: Record<string, unknown> & { patient_id: string };
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database this app uses, when the tests run on PostgreSQL. */
  databaseUrl?: string;
  close(): Promise<void>;
  readOutbox(): OutboxMessage[];
  /** The digits that start the latest outbox message to `phone`. */
  lastCode(phone: string): string;
  /** Signs in (demo patient by default) from a fresh client address and returns the token. */
  signIn(username?: string, password?: string): Promise<string>;
  /** A client address no other call in this app has used (rate limits are per address). */
  nextIp(): string;
  /** A 10-digit mobile number no other call in this app has used. */
  nextPhone(): string;
  /** send-otp + validate-otp; returns the phone-verification token. */
  verifyPhone(phone?: string): Promise<{ phone: string; phoneToken: string }>;
  /** The whole sign-up flow for a new patient (password account unless `extra` says otherwise). */
  registerPatient(extra?: Record<string, unknown>): Promise<RegisteredPatient>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

let appCounter = 0;

/**
 * A PGlite data folder with every migration applied, made once per test worker: each file's
 * fresh database starts from it (about 0.5 s) instead of initdb and the migrations (about 2 s).
 * The migrations still run for real, once, here; the migration tests open their own databases.
 */
let pgliteTemplate: Promise<Blob> | undefined;
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const fresh = await openDatabase({ dataDir: null });
    try {
      await fresh.migrate();
      if (!fresh.dumpDataDir) throw new Error('in-memory PGlite can dump its data folder');
      return await fresh.dumpDataDir();
    } finally {
      await fresh.close();
    }
  })();
  return pgliteTemplate;
}

export interface TestAppOptions {
  /**
   * Reuse another test app's database instead of starting a new one (PGlite takes seconds to
   * start). The other app keeps owning it: closing this app leaves the database open.
   */
  shareDatabaseWith?: TestApp;
  /**
   * A second API instance on another app's database, as two servers behind a load balancer:
   * on PostgreSQL with its own connection pool (so requests really run in parallel in the
   * database), on PGlite sharing the one in-memory database. The other app owns the database.
   */
  secondInstanceOf?: TestApp;
  /** The app's clock (Deps.clock); a test moves `now` to pass a booking hold without waiting. */
  clock?: { now(): Date };
  /**
   * The app's log lines, as the server would write them (with the production redaction and
   * serializers), at LOG_LEVEL (set it in the overrides: tests default to 'silent').
   */
  logStream?: { write(line: string): void };
}

/**
 * On PostgreSQL, the same idea: a database the migrations were applied to, named by the
 * migrations' contents (a changed migration makes a new one), made once under an advisory lock
 * (Vitest's workers and a second checkout may ask at once) and copied for each file by
 * CREATE DATABASE ... TEMPLATE. Built under another name and renamed when complete, so a run
 * killed halfway never leaves a half-migrated template.
 */
let postgresTemplate: Promise<string> | undefined;
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const folder = migrationsFolder();
    const hash = createHash('sha256');
    for (const file of fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort())
      hash.update(file).update(fs.readFileSync(path.join(folder, file)));
    hash.update(fs.readFileSync(path.join(folder, 'meta/_journal.json')));
    const name = `care_tpl_${hash.digest('hex').slice(0, 16)}`;
    const building = `${name}_wip`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(727275)');
      const made = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (made.rowCount === 0) {
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ url: url.toString() });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(727275)').catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

export async function createTestApp(
  envOverrides: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'care-api-test-'));
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    // Never serve a built web app from a test: unknown paths must answer the 404 envelope.
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    CONSOLE_DIST: path.join(dataDir, 'no-console-dist'),
    ...envOverrides,
  };

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | null = null;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const second = options.secondInstanceOf;
  const shared = (options.shareDatabaseWith ?? (second?.databaseUrl ? undefined : second))?.app.deps.database;
  if (second?.databaseUrl) {
    env.DATABASE_URL = second.databaseUrl;
  } else if (shared) {
    env.DATABASE_URL = undefined;
    database = { ...shared, close: async () => {} };
  } else if (adminUrl) {
    const name = `care_t_${randomBytes(6).toString('hex')}`;
    const template = await migratedPostgresTemplate(adminUrl);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    };
  } else {
    env.DATABASE_URL = undefined;
    database = await openDatabase({ dataDir: null, pgliteTemplate: await migratedPgliteTemplate() });
  }

  let app: FastifyInstance;
  try {
    const config = loadConfig(env);
    app = await buildApp({
      config,
      ...(database ? { database } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.logStream ? { logger: true, logStream: options.logStream } : { logger: false }),
    });
    await app.ready();
  } catch (err) {
    await database?.close().catch(() => {});
    await dropDatabase?.().catch(() => {});
    await fsp.rm(dataDir, { recursive: true, force: true });
    throw err;
  }

  const appNo = ++appCounter;
  let ipCounter = 0;
  let phoneCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.${appNo % 250}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };
  const nextPhone = () => {
    phoneCounter += 1;
    return `7${String(100_000_000 + phoneCounter * 7919).slice(-9)}`;
  };
  const inject = (opts: InjectOptions) => app.inject(opts);

  const outboxFile = path.join(dataDir, 'sms-outbox.jsonl');
  const readOutbox = (): OutboxMessage[] => {
    if (!fs.existsSync(outboxFile)) return [];
    return fs
      .readFileSync(outboxFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxMessage);
  };
  const lastCode = (phone: string): string => {
    const message = readOutbox()
      .filter((m) => m.to === phone)
      .at(-1);
    const code = message?.text.match(/^\d+/)?.[0];
    if (!code) throw new Error(`no OTP in the outbox for ${phone}`);
    return code;
  };

  const signIn = async (username: string = DEMO.email, password: string = DEMO.password) => {
    const res = await inject({
      method: 'POST',
      url: '/api/patient/auth/sign-in',
      payload: { username, password },
      remoteAddress: nextIp(),
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };

  const verifyPhone = async (phone: string = nextPhone()) => {
    const ip = nextIp();
    const sent = await inject({
      method: 'POST',
      url: '/api/patient/send-otp',
      payload: { phone },
      remoteAddress: ip,
    });
    if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.statusCode} ${sent.body}`);
    const validated = await inject({
      method: 'POST',
      url: '/api/patient/validate-otp',
      payload: { phone, otp: lastCode(phone), token: sent.json().data.token },
      remoteAddress: ip,
    });
    if (validated.statusCode !== 200)
      throw new Error(`validate-otp failed: ${validated.statusCode} ${validated.body}`);
    return { phone, phoneToken: validated.json().data.token as string };
  };

  const registerPatient = async (extra: Record<string, unknown> = {}): Promise<RegisteredPatient> => {
    const { phone, phoneToken } = await verifyPhone();
    const email = `patient${phone}@example.com`;
    const res = await inject({
      method: 'POST',
      url: '/api/patient/auth/register',
      headers: { authorization: `Bearer ${phoneToken}` },
      payload: { ...registerPayload({ phone, email }), ...extra },
      remoteAddress: nextIp(),
    });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    const data = res.json().data;
    return { token: data.token, phone, email, patient: data.patient };
  };

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await app.close();
    } catch {
      // A test may have closed the database on purpose; the app is gone either way.
    }
    if (dropDatabase) await dropDatabase();
    await fsp.rm(dataDir, { recursive: true, force: true });
  };

  return {
    app,
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    close,
    readOutbox,
    lastCode,
    signIn,
    nextIp,
    nextPhone,
    verifyPhone,
    registerPatient,
    inject,
  };
}

/** A valid registration body: a pregnant woman 10 weeks in, with the At Ease interest too. */
export function registerPayload(over: { phone: string; email: string } & Record<string, unknown>) {
  return {
    name: 'Meera Iyer',
    fname: 'Meera',
    lname: 'Iyer',
    password: STRONG_PASSWORD,
    gender: 'female',
    dob: '1995-06-01',
    interest: ['Pregnancy & Reproductive Wellness', 'At Ease'],
    conceive_status: 'Already Conceived',
    lmp: addDays(todayIso(), -63),
    lmp_as_of: todayIso(),
    patient_id: null,
    tribe: ['Anxiety Support'],
    ...over,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Asserts the spec's envelope {status, statusCode, message, data} with exactly those keys,
 * the HTTP status repeated in statusCode, and the exact message.
 */
export function expectEnvelope<T = Record<string, unknown>>(
  res: LightMyRequestResponse,
  statusCode: number,
  message?: string | { reason: string },
): Envelope<T> {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Envelope<T>;
  expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status', 'statusCode']);
  expect(body.status).toBe(statusCode < 400 ? 1 : 0);
  expect(body.statusCode).toBe(statusCode);
  if (message !== undefined) expect(body.message).toEqual(message);
  return body;
}

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND with correct CRCs). */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  // One scanline: filter byte 0, then one RGBA pixel.
  const idat = deflateSync(Buffer.from([0, 0xc8, 0xa2, 0xc8, 0xff]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
