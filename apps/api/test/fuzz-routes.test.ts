import { addDays, todayIso } from '@care/contracts/common/dates';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

// Every route in the OpenAPI document (and the few it hides), called with what no client of
// ours sends: wrong types, huge and control-character strings, nested junk, broken JSON, other
// content types, random query strings and path segments, bad percent-encodings and over-long
// parameters; as a visitor, as a signed-in patient, with a phone token and with a forged token.
// Whatever arrives, the answer is never a 5xx, and under /api it is the envelope with the HTTP
// status repeated in statusCode.
//
// Deterministic (fixed seeds) and bounded: RUNS_PER_ROUTE requests per route plus
// RANDOM_PATH_RUNS random paths, about 7,000 requests (the test prints the count and the time).
// A failure stops the route at once and prints the request (no shrinking: each try is a round
// trip to the database).

const SEED = 20_251_124;
const RUNS_PER_ROUTE = 200;
const RANDOM_PATH_RUNS = 400;

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Route {
  method: string;
  /** OpenAPI form: /api/page/{slug}. */
  path: string;
  parameters: Parameter[];
  /** Top-level body fields, or null when the route takes no JSON body. */
  bodyFields: Record<string, JsonSchema> | null;
}
type Auth = 'none' | 'patient' | 'phone' | 'forged';
interface Fuzzed {
  method: InjectOptions['method'];
  url: string;
  auth: Auth;
  contentType?: string;
  payload?: string | Buffer;
}

// ---------- Strings ----------

/** Mostly printable ASCII, with C0 controls, DEL, lone surrogates and other odd code units mixed in. */
const codeUnit = fc
  .oneof(
    { weight: 5, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 2, arbitrary: fc.integer({ min: 0x00, max: 0x1f }) },
    { weight: 1, arbitrary: fc.constantFrom(0x7f, 0x85, 0xa0, 0x200b, 0x202e, 0xfeff, 0xfffd) },
    { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }) },
    { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xffff }) },
  )
  .map((unit) => String.fromCharCode(unit));
const junkText = fc.string({ unit: codeUnit, maxLength: 40 });
const tricky = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  'true',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  "' or '1'='1' --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\ud800',
  '9876543210\u0000',
  'demo@example.com\u0000',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(101),
);
const huge = fc.constantFrom(5_000, 50_000, 300_000).map((n) => 'x'.repeat(n));
/** Percent-encodings a decoder must survive, sent as they are. */
const badEncoding = fc.constantFrom(
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4%A',
  '%C0%80',
  '%FF',
  '%00',
  '%25',
  '%u0000',
  '%ED%A0%80',
  '%2F',
  '%2e%2e',
  '..',
);

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as its WTF-8 bytes. */
function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

// ---------- Values by field ----------

const today = todayIso();
/** Plausible values, so that some requests get past validation and into the handlers and the database. */
const samples: Record<string, unknown[]> = {
  phone: ['9876543210'],
  username: ['demo@example.com', '9876543210', 'nobody@example.com'],
  email: ['demo@example.com', 'someone@example.com'],
  password: ['Demo@1234', 'Newpass@123'],
  otp: ['12345', '1234'],
  token: ['not-a-token'],
  fname: ['Meera'],
  lname: ['Iyer'],
  name: ['Meera Iyer', 'Ananya Sharma'],
  dob: ['1995-06-01', '2020-01-01'],
  lmp: [addDays(today, -63)],
  lmp_as_of: [today],
  patient_id: ['P-100001', 'P-100000'],
  article_id: ['00000000-0000-0000-0000-000000000000'],
  profile_pic: ['patient/00000000-0000-0000-0000-000000000000/x.png'],
  message: ['Please call me.'],
  text: ['I feel low'],
  answer: ['start_mood'],
  provider: [{ type: 'google', id: 'x'.repeat(20) }, 'google'],
  id: ['x'.repeat(20)],
  filename: ['me.png'],
  ext: ['png', 'pdf', '.JPEG'],
  slug: ['some-article'],
  week: ['21', '-1', '0'],
  page: ['1'],
  records: ['10'],
  exp: ['1', String(Math.floor(Date.now() / 1000) + 600)],
  sig: ['x'],
  max: ['1048576'],
};
/** Routes whose body schema is open (sign-in takes two shapes): the fields to try. */
const openBodies: Record<string, string[]> = {
  '/api/patient/auth/sign-in': ['username', 'password', 'provider', 'id', 'email'],
};

function plausible(name: string, schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (schema?.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema?.type === 'array' && schema.items?.enum?.length)
    return fc.subarray(schema.items.enum as unknown[], { minLength: 1 });
  if (schema?.type === 'boolean') return fc.boolean();
  const known = samples[name];
  return known ? fc.constantFrom(...known) : fc.constant('hello');
}

// NUL most often: it is the one PostgreSQL refuses outright.
const refused = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 4, arbitrary: fc.constantFrom('\u0001', '\u001b', '\u007f', '\ud800', '\udc00', '\n') },
);

/** A plausible string with one refused character slipped in. */
function withControl(value: fc.Arbitrary<unknown>) {
  return fc.tuple(value, refused, fc.nat()).map(([v, c, at]) => {
    const s = typeof v === 'string' ? v : JSON.stringify(v);
    const i = at % (s.length + 1);
    return `${s.slice(0, i)}${c}${s.slice(i)}`;
  });
}

const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: codeUnit });

function fieldValue(name: string, schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const good = plausible(name, schema);
  return fc.oneof(
    { weight: 4, arbitrary: good },
    { weight: 3, arbitrary: withControl(good) },
    { weight: 2, arbitrary: junkText },
    { weight: 1, arbitrary: tricky },
    { weight: 1, arbitrary: huge },
    { weight: 2, arbitrary: anyJson },
  );
}

function bodyObject(fields: Record<string, JsonSchema>): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [name, fieldValue(name, schema)]),
  );
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(junkText, fc.constantFrom('__proto__', 'constructor', 'prototype')), anyJson, {
        maxKeys: 3,
      }),
    )
    .map(([fieldsPart, extra]) => ({ ...extra, ...fieldsPart }));
}

/** Every field plausible but one: the likeliest way past validation into a handler with junk. */
function almostValidObject(fields: Record<string, JsonSchema>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  if (names.length === 0) return fc.constant({});
  const good = Object.fromEntries(names.map((name) => [name, plausible(name, fields[name])]));
  const bad = fc
    .constantFrom(...names)
    .chain((name) =>
      fc
        .oneof(
          { weight: 3, arbitrary: withControl(plausible(name, fields[name])) },
          { weight: 1, arbitrary: fieldValue(name, fields[name]) },
        )
        .map((v) => [name, v] as const),
    );
  return fc.tuple(fc.record(good), bad).map(([body, [name, value]]) => ({ ...body, [name]: value }));
}

const brokenJson = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '"unterminated',
    '{"a":1}}',
    '\u0000',
    '\ufeff{}',
    '1e999999',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":${'['.repeat(50_000)}`,
  ),
  junkText,
);

const otherContent: fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> = fc.oneof(
  fc.record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'invalid',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'image/png',
      'application/octet-stream',
    ),
    payload: fc.oneof(
      junkText,
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
  }),
  fc.constant({}),
);

function bodyFor(route: Route): fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> {
  const json = (payload: string) => ({ contentType: 'application/json', payload });
  const fields =
    route.bodyFields && Object.keys(route.bodyFields).length > 0
      ? route.bodyFields
      : Object.fromEntries((openBodies[route.path] ?? []).map((name) => [name, {}]));
  if (route.method === 'GET') return fc.constant({});
  return fc.oneof(
    { weight: 4, arbitrary: bodyObject(fields).map((body) => json(JSON.stringify(body))) },
    { weight: 4, arbitrary: almostValidObject(fields).map((body) => json(JSON.stringify(body))) },
    { weight: 1, arbitrary: anyJson.map((body) => json(JSON.stringify(body))) },
    { weight: 1, arbitrary: brokenJson.map(json) },
    { weight: 2, arbitrary: otherContent },
  );
}

// ---------- Query strings and paths ----------

function queryFor(route: Route): fc.Arbitrary<string> {
  const named = route.parameters.filter((p) => p.in === 'query');
  const value = (p?: Parameter) =>
    fc.oneof(
      { weight: 4, arbitrary: plausible(p?.name ?? '', p?.schema).map((v) => encodeLoose(String(v))) },
      { weight: 3, arbitrary: withControl(plausible(p?.name ?? '', p?.schema)).map(encodeLoose) },
      { weight: 2, arbitrary: junkText.map(encodeLoose) },
      { weight: 2, arbitrary: badEncoding },
      { weight: 1, arbitrary: tricky.map(encodeLoose) },
      { weight: 1, arbitrary: fc.constantFrom(5_000, 20_000).map((n) => 'q'.repeat(n)) },
    );
  const pair = fc.oneof(
    ...named.map((p) => ({ weight: 4, arbitrary: value(p).map((v) => `${p.name}=${v}`) })),
    { weight: 1, arbitrary: fc.tuple(junkText.map(encodeLoose), value()).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: fc.tuple(badEncoding, value()).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: fc.constantFrom('a[b]=1', '__proto__[x]=1', 'x', '=', '&&', 'week[]=1') },
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

const pathSegment = fc.oneof(
  { weight: 3, arbitrary: junkText.map(encodeLoose) },
  { weight: 2, arbitrary: badEncoding },
  { weight: 1, arbitrary: tricky.map(encodeLoose) },
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 3000 }).map((n) => 'p'.repeat(n)) },
  { weight: 1, arbitrary: fc.webSegment() },
);

function pathFor(route: Route, realKeys: string[]): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(route.path);
  const segment = (name: string) => {
    const p = route.parameters.find((q) => q.in === 'path' && q.name === name);
    const good =
      name === 'key' && realKeys.length ? fc.constantFrom(...realKeys) : plausible(name, p?.schema);
    return fc.oneof(
      { weight: 2, arbitrary: good.map((v) => String(v)) },
      { weight: 3, arbitrary: pathSegment },
    );
  };
  return fc
    .tuple(...names.map(segment))
    .map((values) => names.reduce((path, name, i) => path.replace(`{${name}}`, values[i]!), route.path));
}

// Mostly real tokens, so that requests get past the token checks with their junk.
const auth = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Auth>('none') },
  { weight: 2, arbitrary: fc.constant<Auth>('patient') },
  { weight: 2, arbitrary: fc.constant<Auth>('phone') },
  { weight: 1, arbitrary: fc.constant<Auth>('forged') },
);

function requestsFor(route: Route, realKeys: string[]): fc.Arbitrary<Fuzzed> {
  // Now and then another method on the same path (OPTIONS is the CORS preflight: left out).
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(route.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD') },
  );
  return fc
    .record({
      method,
      path: pathFor(route, realKeys),
      query: queryFor(route),
      body: bodyFor(route),
      auth,
    })
    .map(({ method, path, query, body, auth }) =>
      printable({
        method: method as Fuzzed['method'],
        // A real upload link brings its own query; the fuzzed one is added to it.
        url: path.includes('?') ? `${path}${query.replace(/^\?/, '&')}` : `${path}${query}`,
        auth,
        ...body,
      }),
    );
}

const randomPaths: fc.Arbitrary<Fuzzed> = fc
  .record({
    method: fc.constantFrom<Fuzzed['method']>('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
    url: fc
      .tuple(
        fc.array(pathSegment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('', '?a=%ZZ', '?%00=1', '#x'),
      )
      .map(([segments, tail]) => `/api/${segments.join('/')}${tail}`),
    auth,
  })
  .map(printable);

// ---------- The check ----------

/** What is wrong with an answer, or null. */
function problem(request: Fuzzed, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  const path = request.url.split('?')[0]!;
  // A HEAD answer has no body to hold the envelope.
  if (!path.startsWith('/api') || request.method === 'HEAD') return null;
  if (!/^application\/json/.test(String(res.headers['content-type'])))
    return `content-type ${res.headers['content-type']}`;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return 'the body is not JSON';
  }
  const keys = Object.keys(body ?? {}).sort();
  if (keys.join() !== 'data,message,status,statusCode') return `not the envelope: keys ${keys.join()}`;
  if (body.statusCode !== res.statusCode) return `statusCode ${body.statusCode} != HTTP ${res.statusCode}`;
  if (body.status !== (res.statusCode < 400 ? 1 : 0))
    return `status ${body.status} for HTTP ${res.statusCode}`;
  if (typeof body.message !== 'string' && typeof body.message !== 'object') return 'no message';
  return null;
}

const short = (text: string, max = 160) =>
  text.length > max ? `${JSON.stringify(text.slice(0, max))}…(${text.length} chars)` : JSON.stringify(text);

function summary(request: Fuzzed): string {
  const body = request.payload === undefined ? 'no body' : `body ${short(String(request.payload))}`;
  return `${request.method} ${short(request.url)} (auth ${request.auth}, ${request.contentType ?? 'no content type'}, ${body})`;
}

/** fast-check prints a failing request with this (a 300 kB body in full would bury the report). */
function printable(request: Fuzzed): Fuzzed {
  return Object.defineProperty(request, fc.toStringMethod, { value: () => summary(request) });
}

describe('fuzzing every route', () => {
  let t: TestApp;
  let tokens: Record<Exclude<Auth, 'none'>, string>;
  const realKeys: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const patient = await t.signIn();
    const { phone, phoneToken } = await t.verifyPhone();
    // The phone token's own number, so that sign-up calls get past the token check.
    samples.phone!.push(phone);
    // Signed with the right key, but its subject is no patient id and it never expires.
    const forged = await new SignJWT({ ...decodeJwt(patient), sub: 'P-100000', exp: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(t.app.deps.tokenKeys.secret);
    tokens = { patient, phone: phoneToken, forged };
    // A few real upload links (key and signed query), so that some PUTs reach the upload itself.
    for (const [ext, folder] of [
      ['png', 'patient'],
      ['jpg', 'patient'],
      ['pdf', 'patient-report'],
    ]) {
      const res = await t.inject({
        method: 'GET',
        url: `/api/s3/get-singed-url?filename=f&ext=${ext}&folder_name=${folder}`,
        headers: bearer(patient),
      });
      realKeys.push(res.json().data.url.replace(/^.*\/api\/storage\//, ''));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function send(request: Fuzzed) {
    const headers: Record<string, string> = {};
    if (request.auth !== 'none') Object.assign(headers, bearer(tokens[request.auth]));
    if (request.contentType) headers['content-type'] = request.contentType;
    const res = await t.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      remoteAddress: t.nextIp(),
    });
    sent += 1;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const wrong = problem(request, res);
    if (wrong) throw new Error(`${summary(request)} ${wrong}: ${short(res.body, 300)}`);
  }

  /** The routes the OpenAPI document lists, and those it hides on purpose. */
  async function routes(): Promise<Route[]> {
    const doc = (await t.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Parameter[];
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        >
      >;
    };
    const listed = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        bodyFields: op.requestBody?.content?.['application/json']?.schema?.properties ?? null,
      })),
    );
    const storageQuery: Parameter[] = ['exp', 'sig', 'max'].map((name) => ({ in: 'query', name }));
    const hidden: Route[] = [
      { method: 'GET', path: '/api/health', parameters: [], bodyFields: null },
      { method: 'GET', path: '/api/ready', parameters: [], bodyFields: null },
      { method: 'GET', path: '/api/storage/{key}', parameters: storageQuery, bodyFields: null },
      { method: 'PUT', path: '/api/storage/{key}', parameters: storageQuery, bodyFields: null },
      { method: 'GET', path: '/media/expert-photo/{file}', parameters: [], bodyFields: null },
    ];
    return [
      ...listed,
      ...hidden.filter((h) => !listed.some((l) => l.method === h.method && l.path === h.path)),
    ];
  }

  it('never answers 5xx, and /api answers are always the envelope', async () => {
    const started = performance.now();
    const all = await routes();
    expect(all.length).toBeGreaterThan(25);
    for (const [i, route] of all.entries()) {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, realKeys), async (request) => send(request)),
        { seed: SEED + i, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    await fc.assert(
      fc.asyncProperty(randomPaths, async (request) => send(request)),
      { seed: SEED - 1, numRuns: RANDOM_PATH_RUNS, endOnFailure: true },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.log(
      `fuzz: ${sent} requests over ${all.length} routes (+ random paths) in ${seconds} s on ${
        process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
      }; statuses ${JSON.stringify(byStatus)}`,
    );
    // Every request came from its own address; a few account limits (OTP sends, sign-in tries)
    // may still answer 429, but they must not hide what the other answers would have been.
    expect(statuses.get(429) ?? 0).toBeLessThan(sent / 10);
    // Some requests got through validation into the handlers. (About a third of the routes are
    // the console's since issues 21-22, and answer 401 to the fuzzer, which holds a patient's
    // token and no console session: one in 25 rather than one in 20.)
    expect([...statuses].filter(([code]) => code < 300).reduce((n, [, c]) => n + c, 0)).toBeGreaterThan(
      sent / 25,
    );
  }, 180_000);
});
