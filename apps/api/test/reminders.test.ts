import fs from 'node:fs';
import path from 'node:path';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../src/adapters/email/email-sender.ts';
import { bookings, outboxMessages, scheduledMessages } from '../src/db/schema/index.ts';
import { runBookingLifecycle } from '../src/modules/booking/index.ts';
import { sendDueMessages } from '../src/modules/reminders/send-due.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Appointment messages as stored jobs: the confirmation e-mail with its invite, reminders 24
// hours and 1 hour before (clock injected), the cancellation that drops the reminders, and two
// instances sending each message once.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
let slotNo = 0;
function freshSlot() {
  slotNo += 1;
  return slotOf(ananya, 24 + 3 * Math.floor(slotNo / 4), slotNo % 4);
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

const emails = (app: TestApp): (EmailMessage & { at: string })[] => {
  const file = path.join(app.dataDir, 'email-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
};

async function booked(over: Record<string, unknown> = {}) {
  const [p] = await makePatients(t, 1);
  const slot = freshSlot();
  const res = await t.inject({
    method: 'POST',
    url: '/api/book-appointment?type=mhc',
    payload: bookingForm(slot, 'mhc', await tncId(t, 'mhc'), { coupon_code: 'FREECONSULT', ...over }),
    remoteAddress: t.nextIp(),
    headers: bearer(p!.token),
  });
  const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
  return { patient: p!, id: r.book_appointment_id, no: r.appointment_no! };
}

const jobs = (bookingId: string) =>
  t.app.deps.db.select().from(scheduledMessages).where(eq(scheduledMessages.bookingId, bookingId));

describe('appointment messages', () => {
  it('a confirmed appointment gets its e-mail with an invite now, and reminders when they are due', async () => {
    const a = await booked();
    const scheduled = await jobs(a.id);
    expect(scheduled.map((j) => j.kind).sort()).toEqual([
      'confirmation',
      'expert_link',
      'reminder_1h',
      'reminder_24h',
    ]);
    const start = scheduled.find((j) => j.kind === 'reminder_1h')!.dueAt.getTime() + 3_600_000;

    await sendDueMessages(t.app.deps, t.app.log);
    const mine = () => emails(t).filter((m) => m.subject.includes(a.no));
    expect(mine()).toHaveLength(1);
    const [confirmation] = mine();
    expect(confirmation!.subject).toBe(`Your consultation ${a.no} is confirmed`);
    // The intake form's own link (issue 18): a capability, never the booking's id.
    expect(confirmation!.text).toMatch(
      /https:\/\/care\.example\/patient-intake-form\/[A-Za-z0-9_-]{43}(\s|$)/,
    );
    expect(confirmation!.text).not.toContain(`patient-intake-form/${a.id}`);
    const ics = confirmation!.attachments![0]!;
    expect(ics.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(ics.content).toContain('METHOD:REQUEST');
    expect(ics.content).toContain(`UID:${a.id}@appointments`);
    expect(ics.content).toContain('SEQUENCE:0');
    expect(ics.content).toContain('BEGIN:VALARM');
    // One text: the confirmation itself; no reminder yet.
    const texts = () => t.readOutbox().filter((m) => m.to === a.patient.phone);
    expect(texts()).toHaveLength(1);

    await sendDueMessages(t.app.deps, t.app.log);
    expect(mine()).toHaveLength(1);

    now = new Date(start - 24 * 3_600_000 + 1000);
    await sendDueMessages(t.app.deps, t.app.log);
    expect(mine().map((m) => m.subject)).toContain(`Reminder: your consultation ${a.no} is tomorrow`);
    expect(texts().at(-1)!.text).toContain(`https://care.example/appointment-details?id=${a.id}`);

    now = new Date(start - 3_600_000 + 1000);
    await sendDueMessages(t.app.deps, t.app.log);
    await sendDueMessages(t.app.deps, t.app.log);
    expect(mine().map((m) => m.subject)).toEqual([
      `Your consultation ${a.no} is confirmed`,
      `Reminder: your consultation ${a.no} is tomorrow`,
      `Reminder: your consultation ${a.no} is in an hour`,
    ]);
    expect(texts()).toHaveLength(3);
    for (const m of [...mine(), ...texts()])
      expect(m.text).not.toMatch(/depress|anxi|pregnan|grief|counsell/i);
    expect((await jobs(a.id)).every((j) => j.status === 'queued')).toBe(true);
  });

  it('a cancel drops the reminders and sends a cancellation with the same invite UID', async () => {
    const a = await booked();
    await sendDueMessages(t.app.deps, t.app.log);
    const cancel = await t.inject({
      method: 'POST',
      url: '/api/book-appointment/cancel-book-appointment',
      payload: { book_appointment_id: a.id },
      remoteAddress: t.nextIp(),
      headers: bearer(a.patient.token),
    });
    expectEnvelope(cancel, 200);
    const after = await jobs(a.id);
    expect(after.filter((j) => j.kind.startsWith('reminder')).map((j) => j.status)).toEqual([
      'dropped',
      'dropped',
    ]);
    await sendDueMessages(t.app.deps, t.app.log);
    const cancelled = emails(t).find((m) => m.subject === `Your consultation ${a.no} is cancelled`)!;
    expect(cancelled.attachments![0]!.content).toContain('METHOD:CANCEL');
    expect(cancelled.attachments![0]!.content).toContain(`UID:${a.id}@appointments`);
    expect(cancelled.attachments![0]!.content).toContain('SEQUENCE:1');
    expect(
      t
        .readOutbox()
        .filter((m) => m.to === a.patient.phone)
        .at(-1)!.text,
    ).toContain('is cancelled');
    // Even at reminder time, nothing more goes.
    now = new Date(Date.now() + 60 * 86_400_000);
    const before = emails(t).filter((m) => m.subject.includes(a.no)).length;
    await sendDueMessages(t.app.deps, t.app.log);
    expect(emails(t).filter((m) => m.subject.includes(a.no))).toHaveLength(before);
  });
});

describe('a confirmation never announced', () => {
  it('is announced by the next lifecycle pass (a crash between confirming and announcing loses nothing)', async () => {
    const a = await booked();
    // As if the process had stopped after the confirming transaction: not announced, nothing queued.
    await t.app.deps.db.delete(scheduledMessages).where(eq(scheduledMessages.bookingId, a.id));
    await t.app.deps.db
      .delete(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `booking:${a.id}:confirmed`));
    await t.app.deps.db
      .update(bookings)
      .set({ notifiedAt: null, confirmedAt: new Date(now.getTime() - 5 * 60_000) })
      .where(eq(bookings.id, a.id));
    const texts = () => t.readOutbox().filter((m) => m.to === a.patient.phone && m.text.includes(a.no));
    const before = texts().length;
    const pass = await runBookingLifecycle(t.app.deps, t.app.log);
    expect(pass.announced).toBeGreaterThanOrEqual(1);
    expect(texts()).toHaveLength(before + 1);
    expect((await jobs(a.id)).map((j) => j.kind).sort()).toEqual([
      'confirmation',
      'expert_link',
      'reminder_1h',
      'reminder_24h',
    ]);
    // Once only.
    await runBookingLifecycle(t.app.deps, t.app.log);
    expect(texts()).toHaveLength(before + 1);
  });
});

describe('appointment messages on two instances', () => {
  it('each due message goes once, however many passes run at once', async () => {
    const a = await createTestApp();
    const b = await createTestApp({}, { secondInstanceOf: a });
    try {
      const patients = await makePatients(a, 8);
      const tnc = await tncId(a, 'mhc');
      const ids: string[] = [];
      for (const [i, p] of patients.entries()) {
        const res = await a.inject({
          method: 'POST',
          url: '/api/book-appointment?type=mhc',
          payload: bookingForm(slotOf(ananya, 33 + 3 * Math.floor(i / 4), i % 4), 'mhc', tnc, {
            coupon_code: 'FREECONSULT',
          }),
          remoteAddress: a.nextIp(),
          headers: bearer(p.token),
        });
        ids.push(expectEnvelope<{ data: BookingResult }>(res, 200).data.data.book_appointment_id);
      }
      await Promise.all(
        Array.from({ length: 6 }, (_, i) => sendDueMessages((i % 2 ? b : a).app.deps, a.app.log)),
      );
      const all = [...emails(a), ...emails(b)];
      expect(all).toHaveLength(8);
      expect(new Set(all.map((m) => m.to)).size).toBe(8);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
