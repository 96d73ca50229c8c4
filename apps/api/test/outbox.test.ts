import { fork } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../src/adapters/email/email-sender.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import {
  deliverOutbox,
  emailMessage,
  enqueueMessages,
  LEASE_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
  textMessage,
} from '../src/modules/outbox/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The one outbox (issue 17): a row per channel, claimed with a lease, marked sent only after the
// provider answers, retried with backoff and then failed; a sender killed between its claim and
// the send loses nothing and sends nothing twice; two instances send each message once.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
const silent = t_log();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t?.close();
});

function t_log() {
  return { warn() {}, error() {}, info() {} } as never;
}

const row = async (id: string) =>
  (await t.app.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

/** A sender that fails its first `failures` calls, recording every call. */
function flaky(failures: number) {
  const calls: unknown[] = [];
  let left = failures;
  const send = async (...args: unknown[]) => {
    calls.push(args);
    if (left-- > 0) throw new Error('provider unavailable');
  };
  return { calls, sms: { name: 'flaky', send }, email: { name: 'flaky', send } };
}

describe('the outbox', () => {
  it('sends a text and an e-mail as separate rows: retrying a failed e-mail texts nothing again', async () => {
    now = new Date();
    const okSms = flaky(0);
    const badEmail = flaky(1);
    const mail: EmailMessage = { to: 'a@example.com', subject: 'Hello', text: 'Words' };
    const ids = await enqueueMessages(
      t.app.deps.db,
      [textMessage('9000000001', 'a text', 'test.pair'), emailMessage(mail, 'test.pair')],
      now,
    );
    const deps = { db: t.app.deps.db, clock, sms: okSms.sms, email: badEmail.email };
    expect(await deliverOutbox(deps, silent, { ids })).toEqual({ sent: 1, retrying: 1, failed: 0 });
    now = new Date(now.getTime() + retryDelayMs(1) + 1000);
    expect(await deliverOutbox(deps, silent, { ids })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(okSms.calls).toHaveLength(1);
    expect(badEmail.calls).toHaveLength(2);
    expect((await Promise.all(ids.map(row))).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a message failing twice goes on the third try; it waits its backoff in between', async () => {
    now = new Date();
    const sender = flaky(2);
    const deps = { db: t.app.deps.db, clock, sms: sender.sms, email: sender.email };
    const [id] = await enqueueMessages(
      t.app.deps.db,
      [textMessage('9000000002', 'retry me', 'test.retry')],
      now,
    );
    await deliverOutbox(deps, silent, { ids: [id!] });
    expect(await row(id!)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'provider unavailable',
    });
    // Not before its backoff.
    expect(await deliverOutbox(deps, silent, { ids: [id!] })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    now = new Date(now.getTime() + retryDelayMs(1) + 1000);
    await deliverOutbox(deps, silent, { ids: [id!] });
    expect(await row(id!)).toMatchObject({ status: 'pending', attempts: 2 });
    now = new Date(now.getTime() + retryDelayMs(2) + 1000);
    await deliverOutbox(deps, silent, { ids: [id!] });
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sender.calls).toHaveLength(3);
  });

  it(`a message that keeps failing is marked failed after ${MAX_ATTEMPTS} tries and not tried again`, async () => {
    now = new Date();
    const sender = flaky(100);
    const deps = { db: t.app.deps.db, clock, sms: sender.sms, email: sender.email };
    const [id] = await enqueueMessages(t.app.deps.db, [textMessage('9000000003', 'never', 'test.fail')], now);
    for (let i = 1; i <= MAX_ATTEMPTS + 2; i++) {
      await deliverOutbox(deps, silent, { ids: [id!] });
      now = new Date(now.getTime() + retryDelayMs(i) + 1000);
    }
    expect(await row(id!)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(sender.calls).toHaveLength(MAX_ATTEMPTS);
  });

  it('writing the same message twice (one dedupe key) keeps one row', async () => {
    now = new Date();
    const msg = textMessage('9000000004', 'once', 'test.dedupe', 'test:dedupe:1');
    const first = await enqueueMessages(t.app.deps.db, [msg], now);
    const second = await enqueueMessages(t.app.deps.db, [msg], now);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
  });
});

describe('the outbox across a crash and two instances', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a sender killed (SIGKILL) between its claim and the send loses nothing, and the message goes once',
    async () => {
      now = new Date();
      const text = `crash-test ${Date.now()}`;
      const [id] = await enqueueMessages(t.app.deps.db, [textMessage('9000000005', text, 'test.crash')], now);
      const child = fork(
        path.join(import.meta.dirname, 'helpers/outbox-crash-child.ts'),
        [t.databaseUrl!, id!],
        {
          stdio: 'ignore',
          execArgv: [],
        },
      );
      await new Promise<void>((resolve, reject) => {
        child.on('message', () => resolve());
        child.on('exit', (code) => reject(new Error(`child exited (${code}) before claiming`)));
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      expect(await row(id!)).toMatchObject({ status: 'sending', attempts: 1 });
      // While the dead sender's lease holds, nobody sends it.
      expect((await deliverOutbox(t.app.deps, silent, { ids: [id!] })).sent).toBe(0);
      expect(t.readOutbox().filter((m) => m.text === text)).toHaveLength(0);
      // Once it lapses, the next pass sends it, once.
      now = new Date(Date.now() + LEASE_MS + 1000);
      expect((await deliverOutbox(t.app.deps, silent, { ids: [id!] })).sent).toBe(1);
      expect((await deliverOutbox(t.app.deps, silent, { ids: [id!] })).sent).toBe(0);
      expect(t.readOutbox().filter((m) => m.text === text)).toHaveLength(1);
      expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 2 });
    },
    30_000,
  );

  it('passes on two instances at once send each message once', async () => {
    const b = await createTestApp({}, { secondInstanceOf: t, clock });
    try {
      now = new Date();
      const texts = Array.from({ length: 30 }, (_, i) => `burst ${Date.now()} #${i}`);
      const ids = await enqueueMessages(
        t.app.deps.db,
        texts.map((x, i) => textMessage(`90000001${String(i).padStart(2, '0')}`, x, 'test.burst')),
        now,
      );
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          deliverOutbox((i % 2 ? b : t).app.deps, silent, { ids, batch: 7 }),
        ),
      );
      // Whatever a pass did not reach goes on the next.
      await deliverOutbox(t.app.deps, silent, { ids });
      const sent = [...t.readOutbox(), ...b.readOutbox()].filter((m) => texts.includes(m.text));
      expect(sent).toHaveLength(30);
      expect(new Set(sent.map((m) => m.text)).size).toBe(30);
    } finally {
      await b.close();
    }
  });
});
