import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BookingResult } from '@care/contracts/booking/schemas';
import type { GiftCreated } from '@care/contracts/gifts/schemas';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import nodeIcal, { type VEvent } from 'node-ical';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../src/adapters/email/email-sender.ts';
import { mailOptions } from '../src/adapters/email/smtp-email.ts';
import { bookings, patients } from '../src/db/schema/index.ts';
import { sendDueMessages } from '../src/modules/reminders/send-due.ts';
import { DEMO_MARK, labReportPdf } from '../src/modules/reports/report-pdf.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Messages and documents that outside parsers accept (issue 18): the calendar invites parsed by
// ical.js and node-ical (ORGANIZER and ATTENDEE as RFC 5546 wants them), every kind of e-mail
// built into MIME by the SMTP adapter's own options and read back by mailparser (text, HTML,
// the invite), and the demo PDFs checked by poppler and qpdf and looked at as pictures.

let t: TestApp;
let now = new Date();
const clock = { now: () => now };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://care.example' }, { clock });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date();
});

/** What the outbox e-mail adapter wrote: every e-mail exactly as a sender was handed it. */
const outboxEmails = (): EmailMessage[] => {
  const file = path.join(t.dataDir, 'email-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as EmailMessage);
};

/** The raw MIME message nodemailer would send for `m` (the SMTP adapter's options), parsed back. */
async function throughMime(m: EmailMessage): Promise<{ raw: string; parsed: ParsedMail }> {
  const raw = await new MailComposer(mailOptions(m, '"Lilac Genomics & Care" <no-reply@lilac.example>'))
    .compile()
    .build();
  return { raw: raw.toString('utf8'), parsed: await simpleParser(raw) };
}

/** What a reader sees of an HTML part: tags dropped, escape-html's entities read back. */
const visible = (html: string) =>
  html
    .replace(/<title>[\s\S]*?<\/title>/, ' ')
    .replace(/<br>/g, '\n')
    .replace(/<\/?a\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Words about someone's health: never in a text; in an e-mail's HTML no more often than in its text. */
const HEALTH =
  /depress|anxi|pregnan|grief|counsell|therap|trisomy|genetic|mental|panic|miscarri|thyroid|nipt|scan\b/gi;
const healthWords = (s: string) => (s.match(HEALTH) ?? []).map((w) => w.toLowerCase()).sort();

let slotNo = 0;
async function booked() {
  const [p] = await makePatients(t, 1);
  slotNo += 1;
  const res = await t.inject({
    method: 'POST',
    url: '/api/book-appointment?type=mhc',
    payload: bookingForm(
      slotOf(ananya, 40 + 3 * Math.floor(slotNo / 4), slotNo % 4),
      'mhc',
      await tncId(t, 'mhc'),
      { coupon_code: 'FREECONSULT' },
    ),
    remoteAddress: t.nextIp(),
    headers: bearer(p!.token),
  });
  const r = expectEnvelope<{ data: BookingResult }>(res, 200).data.data;
  const [row] = await t.app.deps.db.select().from(bookings).where(eq(bookings.id, r.book_appointment_id));
  const [patient] = await t.app.deps.db.select().from(patients).where(eq(patients.id, p!.id));
  return { patient: p!, email: patient!.email!, id: r.book_appointment_id, no: r.appointment_no!, row: row! };
}

/** Both parsers' reading of an invite, reduced to what a calendar acts on. */
function readInvite(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const ev = cal.getFirstSubcomponent('vevent')!;
  const organizer = ev.getFirstProperty('organizer')!;
  const attendees = ev.getAllProperties('attendee');
  const dtstart = ev.getFirstProperty('dtstart')!;
  const start = dtstart.getFirstValue() as ICAL.Time;
  const icaljs = {
    method: cal.getFirstPropertyValue('method'),
    uid: ev.getFirstPropertyValue('uid'),
    sequence: ev.getFirstPropertyValue('sequence'),
    organizer: String(organizer.getFirstValue()).toLowerCase(),
    organizerName: organizer.getParameter('cn'),
    attendees: attendees.map((a) => ({
      address: String(a.getFirstValue()).toLowerCase(),
      role: a.getParameter('role'),
      partstat: a.getParameter('partstat'),
      rsvp: a.getParameter('rsvp'),
    })),
    startUtc: start.zone === ICAL.Timezone.utcTimezone,
    start: start.toJSDate().toISOString(),
  };

  const parsed = nodeIcal.sync.parseICS(ics);
  const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const e = events[0] as VEvent;
  const param = (p: unknown) => p as { params: Record<string, unknown>; val: string };
  const org = param(e.organizer);
  const att = param(e.attendee);
  const node = {
    method: (parsed.vcalendar as unknown as { method: string }).method,
    uid: e.uid,
    sequence: Number(e.sequence),
    organizer: org.val.toLowerCase(),
    organizerName: org.params.CN,
    attendees: [
      {
        address: att.val.toLowerCase(),
        role: att.params.ROLE,
        partstat: att.params.PARTSTAT,
        rsvp: String(att.params.RSVP).toUpperCase(),
      },
    ],
    start: e.start.toISOString(),
  };
  return { icaljs, node };
}

describe('calendar invites', () => {
  it('the request and the cancel parse in ical.js and node-ical with ORGANIZER, ATTENDEE, UID, SEQUENCE and a UTC start', async () => {
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
    await sendDueMessages(t.app.deps, t.app.log);

    const mine = outboxEmails().filter((m) => m.subject.includes(a.no));
    expect(mine.map((m) => m.subject)).toEqual([
      `Your consultation ${a.no} is confirmed`,
      `Your consultation ${a.no} is cancelled`,
    ]);
    const [request, cancelled] = mine.map((m) => readInvite(m.attachments![0]!.content));

    const attendee = {
      address: `mailto:${a.email}`.toLowerCase(),
      role: 'REQ-PARTICIPANT',
      partstat: 'NEEDS-ACTION',
      rsvp: 'FALSE',
    };
    const organizer = { organizer: 'mailto:no-reply@lilac.example', organizerName: 'Lilac Genomics & Care' };
    const start = a.row.startsAt.toISOString();
    for (const reading of [request!.icaljs, request!.node])
      expect(reading).toMatchObject({
        method: 'REQUEST',
        uid: `${a.id}@appointments`,
        sequence: 0,
        ...organizer,
        attendees: [attendee],
        start,
      });
    for (const reading of [cancelled!.icaljs, cancelled!.node])
      expect(reading).toMatchObject({
        method: 'CANCEL',
        uid: request!.icaljs.uid,
        ...organizer,
        attendees: [attendee],
        start,
      });
    expect(Number(cancelled!.icaljs.sequence)).toBeGreaterThan(Number(request!.icaljs.sequence));
    expect(cancelled!.node.sequence).toBeGreaterThan(request!.node.sequence);
    expect(request!.icaljs.startUtc).toBe(true);
    expect(cancelled!.icaljs.startUtc).toBe(true);
    expect(mine[0]!.attachments![0]!.content).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
  });

  it('the organiser is EMAIL_FROM’s address when one is configured', async () => {
    const other = await createTestApp(
      { PUBLIC_URL: 'https://care.example', EMAIL_FROM: 'Lilac Care <appointments@lilac.in>' },
      { shareDatabaseWith: t, clock },
    );
    try {
      expect(other.app.deps.config.noReplyEmail).toBe('appointments@lilac.in');
      const a = await booked();
      await sendDueMessages(other.app.deps, other.app.log);
      const file = path.join(other.dataDir, 'email-outbox.jsonl');
      const mail = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as EmailMessage)
        .find((m) => m.subject.includes(a.no))!;
      const { icaljs, node } = readInvite(mail.attachments![0]!.content);
      expect(icaljs.organizer).toBe('mailto:appointments@lilac.in');
      expect(node.organizer).toBe('mailto:appointments@lilac.in');
    } finally {
      await other.close();
    }
  });
});

describe('e-mails as MIME', () => {
  it('every kind has the text, an escaped HTML part of the same words, and its invite; texts stay free of health words', async () => {
    const a = await booked();
    await sendDueMessages(t.app.deps, t.app.log);
    const start = a.row.startsAt.getTime();
    now = new Date(start - 24 * 3_600_000 + 1000);
    await sendDueMessages(t.app.deps, t.app.log);
    now = new Date(start - 3_600_000 + 1000);
    await sendDueMessages(t.app.deps, t.app.log);
    now = new Date();
    expectEnvelope(
      await t.inject({
        method: 'POST',
        url: '/api/book-appointment/cancel-book-appointment',
        payload: { book_appointment_id: a.id },
        remoteAddress: t.nextIp(),
        headers: bearer(a.patient.token),
      }),
      200,
    );
    await sendDueMessages(t.app.deps, t.app.log);

    // A gift whose sender's words name a therapy and carry markup: the e-mail is the one place
    // they go, escaped.
    const [buyer] = await makePatients(t, 1);
    const words = 'Take the therapy you wanted <b>now</b> & rest. "Love", Ravi\'s sister\nSecond line';
    const gift = expectEnvelope<GiftCreated>(
      await t.inject({
        method: 'POST',
        url: '/api/coupon',
        payload: {
          discount: 1500,
          consolation_type: 'mhc',
          some_one_else: true,
          first_name: 'Meena',
          last_name: 'Rao',
          phone: '9812345671',
          email: 'meena.mime@example.com',
          pMessage: words,
        },
        remoteAddress: t.nextIp(),
        headers: bearer(buyer!.token),
      }),
      201,
    ).data;
    expectEnvelope(
      await t.inject({
        method: 'POST',
        url: '/api/payment/sandbox/checkout',
        payload: { order_id: gift.razorpayRes.id, method: 'upi', outcome: 'pay' },
        remoteAddress: t.nextIp(),
      }),
      200,
    );

    const all = outboxEmails();
    const kinds = [
      [`Your consultation ${a.no} is confirmed`, 'REQUEST'],
      [`Reminder: your consultation ${a.no} is tomorrow`, 'REQUEST'],
      [`Reminder: your consultation ${a.no} is in an hour`, 'REQUEST'],
      [`Your consultation ${a.no} is cancelled`, 'CANCEL'],
      [`Burst has sent you a gift on Lilac Genomics & Care`, null],
    ] as const;
    for (const [subject, method] of kinds) {
      const m = all.find((x) => x.subject === subject && (method || x.text.includes(gift.code)));
      expect(m, subject).toBeDefined();
      const { raw, parsed } = await throughMime(m!);
      expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(parsed.subject).toBe(subject);
      expect(parsed.text!.trimEnd()).toBe(m!.text);
      const html = parsed.html as string;
      expect(html).toBeTruthy();
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('max-width:560px');
      // The brand in the band, escaped.
      expect(html).toContain('Lilac Genomics &amp; Care');
      expect(html).not.toMatch(/Genomics & Care/);
      // The same words: every paragraph of the text, in order, in what the HTML shows.
      const shown = squash(visible(html));
      let at = 0;
      for (const paragraph of m!.text.split('\n\n')) {
        const found = shown.indexOf(squash(paragraph), at);
        expect(found, paragraph).toBeGreaterThanOrEqual(0);
        at = found;
      }
      // Nothing about health that the text (or the subject) did not already say.
      expect(healthWords(visible(html))).toEqual(healthWords(`${subject}\n${m!.text}`));
      // Links only to the site itself.
      for (const [, href] of html.matchAll(/href="([^"]*)"/g))
        expect(href).toMatch(/^https:\/\/care\.example\//);

      const invites = parsed.attachments.filter((x) => x.contentType === 'text/calendar');
      if (method) {
        expect(invites).toHaveLength(1);
        const type = invites[0]!.headers.get('content-type') as {
          value: string;
          params: Record<string, string>;
        };
        expect(type.value).toBe('text/calendar');
        expect(type.params.method).toBe(method);
        expect(invites[0]!.content.toString('utf8')).toContain(`METHOD:${method}`);
        expect(m!.text).not.toMatch(HEALTH);
      } else {
        expect(invites).toEqual([]);
        // The sender's words are there once, escaped, set apart and never a link.
        expect(html).toContain('Take the therapy you wanted &lt;b&gt;now&lt;/b&gt; &amp; rest.');
        expect(html).toContain('&quot;Love&quot;, Ravi&#39;s sister<br>Second line</blockquote>');
        expect(html).not.toContain('<b>now</b>');
        expect(html).toContain(
          '<a href="https://care.example/consultation" style="color:#8e2a4f;">https://care.example/consultation</a>.',
        );
      }
    }

    // Texts: no health words, the sender's words never.
    const texts = t.readOutbox().filter((x) => x.to === a.patient.phone || x.to === '9812345671');
    expect(texts.length).toBeGreaterThanOrEqual(4);
    for (const x of texts) {
      expect(x.text).not.toMatch(HEALTH);
      expect(x.text).not.toContain('Second line');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The demo PDFs

const TOOLS = ['pdfinfo', 'qpdf', 'pdftotext', 'pdftoppm', 'pdffonts'];
const missing = TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
if (missing.length)
  console.warn(
    `demo PDF checks skipped: ${missing.join(', ')} not installed (apt-get install poppler-utils qpdf)`,
  );
const LOOK = path.join(os.tmpdir(), 'pdf-look');
const DPI = 60;

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
/** Page 1's words with their boxes in points (pdftotext -bbox). */
function words(file: string): Word[] {
  const out = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  return [
    ...out.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: m[5]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
  }));
}
/** Page 1 as a PNG (also kept in /tmp/pdf-look to be looked at). */
function page1(file: string, name: string, dpi = DPI): PNG {
  fs.mkdirSync(LOOK, { recursive: true });
  const prefix = path.join(LOOK, name);
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  return PNG.sync.read(fs.readFileSync(`${prefix}.png`));
}
const px = (png: PNG, x: number, y: number) => {
  const i = (png.width * Math.round(y) + Math.round(x)) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!] as const;
};
const distance = (a: readonly number[], b: readonly number[]) =>
  Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

describe.skipIf(missing.length > 0)(
  `demo PDFs${missing.length ? ` (skipped: ${missing.join(', ')} missing; apt-get install poppler-utils qpdf)` : ''}`,
  () => {
    const pdfs = () => {
      const root = path.join(t.dataDir, 'uploads');
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith('.pdf'))
        .map((f) => path.join(root, f))
        .sort();
    };

    it('each is a valid PDF with embedded fonts, the demo mark in text and visible on its band, and ≥ printed as ≥', () => {
      const files = pdfs();
      // Five test reports, the shared anomaly scan and the experts' notes of past consultations.
      expect(files.length).toBeGreaterThanOrEqual(7);
      let withGte = 0;
      for (const file of files) {
        const name = path
          .relative(path.join(t.dataDir, 'uploads'), file)
          .replace(/[/\\]/g, '_')
          .replace(/\.pdf$/, '');
        const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
        expect(Number(info.match(/^Pages:\s+(\d+)/m)?.[1]), name).toBeGreaterThanOrEqual(1);
        expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m);
        const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
        expect(check.status, `${name}: ${check.stdout}${check.stderr}`).toBe(0);
        expect(check.stdout).toContain('No syntax or stream encoding errors found');
        // Every font embedded (a standard font would be the viewer's, with no '≥').
        const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
          .split('\n')
          .slice(2)
          .filter(Boolean);
        expect(fonts.length).toBeGreaterThan(0);
        for (const f of fonts) expect(f, name).toMatch(/\bDejaVuSans(-Bold)?\s.*\byes\s+yes\s+yes\b/);

        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(text).toContain(DEMO_MARK);
        expect(text).not.toContain('"e');
        if (text.includes('≥')) withGte += 1;

        // The mark: where pdftotext puts its words, the picture is not the band's colour.
        const png = page1(file, name);
        const scale = DPI / 72;
        const band = px(png, 3, 3);
        expect(distance(band, [0x8e, 0x2a, 0x4f])).toBeLessThan(12);
        const w = words(file);
        const first = w.findIndex((x, i) => x.text === 'DEMO' && w[i + 1]?.text === 'REPORT');
        expect(first, name).toBeGreaterThanOrEqual(0);
        const mark = w.slice(first, first + DEMO_MARK.split(' ').length);
        expect(mark.map((x) => x.text).join(' ')).toBe(DEMO_MARK);
        const box = {
          x0: Math.min(...mark.map((x) => x.xMin)) * scale,
          x1: Math.max(...mark.map((x) => x.xMax)) * scale,
          y0: Math.min(...mark.map((x) => x.yMin)) * scale,
          y1: Math.max(...mark.map((x) => x.yMax)) * scale,
        };
        expect(box.y1 / scale).toBeLessThan(78); // on the band
        let differs = 0;
        let total = 0;
        let lightest = 0;
        let darkest = 255 * 3;
        for (let y = Math.ceil(box.y0); y < Math.floor(box.y1); y++)
          for (let x = Math.ceil(box.x0); x < Math.floor(box.x1); x++) {
            const c = px(png, x, y);
            total += 1;
            if (distance(c, band) > 40) differs += 1;
            lightest = Math.max(lightest, c[0] + c[1] + c[2]);
            darkest = Math.min(darkest, c[0] + c[1] + c[2]);
          }
        expect(total).toBeGreaterThan(50);
        expect(differs / total, `${name}: the mark's area is the band's colour`).toBeGreaterThan(0.3);
        // And the letters stand out from what is behind them.
        expect(lightest - darkest, name).toBeGreaterThan(200);
      }
      // The NIPT ('≥ 4%') and rubella ('≥ 10 immune') reports.
      expect(withGte).toBe(2);
    });

    it('a wrapped table cell grows its row: no rule runs through a word', async () => {
      const long = 'A parameter name long enough to wrap over three lines of this narrow column';
      const file = path.join(t.dataDir, 'wrapping.pdf');
      const rows = [
        { parameter: long, result: '1.0', unit: 'MoM', reference: '≥ 0.5' },
        {
          parameter: 'Short',
          result: 'Not reported',
          unit: 'IU/mL',
          reference: '≥ 10 immune',
          flag: 'sample rejected',
        },
        {
          parameter: 'Last',
          result: '2',
          unit: '%',
          reference: 'A reference that also wraps onto a second line',
        },
      ];
      fs.writeFileSync(
        file,
        await labReportPdf({
          patient: { name: 'Test Patient', id: 'P-1', ageSex: '30 years / Female' },
          test: 'Wrapping check',
          method: 'None',
          sample: 'None',
          collected: '01-01-2026',
          reported: '02-01-2026',
          referredBy: 'Self',
          rows,
          interpretation: 'None.',
          signedBy: 'Nobody',
        }),
      );
      const dpi = 100;
      const scale = dpi / 72;
      const png = page1(file, 'wrapping', dpi);
      // Table rules: pixel rows grey across nearly the table's whole width.
      const x0 = Math.ceil(50 * scale);
      const x1 = Math.floor((595.28 - 50) * scale);
      const rules: number[] = [];
      for (let y = Math.round(200 * scale); y < Math.round(600 * scale); y++) {
        let grey = 0;
        for (let x = x0; x < x1; x++) {
          const [r, g, b] = px(png, x, y);
          if (r < 245 && Math.abs(r - g) < 6 && Math.abs(g - b) < 6) grey += 1;
        }
        if (grey / (x1 - x0) > 0.9) rules.push(y);
      }
      // Group adjacent pixel rows into one rule each: the header's and one under every row.
      const lines = rules.filter((y, i) => i === 0 || y - rules[i - 1]! > 1);
      expect(lines).toHaveLength(rows.length + 1);
      const tableWords = words(file).filter(
        (w) => w.yMin * scale > lines[0]! - 40 && w.yMax * scale < lines.at(-1)! + 2,
      );
      expect(tableWords.map((w) => w.text)).toEqual(
        expect.arrayContaining(['wrap', 'column', 'rejected)', 'line']),
      );
      for (const w of tableWords)
        for (const y of lines)
          expect(
            y <= w.yMin * scale || y >= w.yMax * scale,
            `rule at ${y}px runs through '${w.text}' (${w.yMin * scale}-${w.yMax * scale})`,
          ).toBe(true);
      // Each row's words sit between its own two rules.
      const between = (text: string) => {
        const w = tableWords.find((x) => x.text === text)!;
        return lines.findIndex((y) => y > w.yMin * scale);
      };
      expect(between('Parameter')).toBe(0);
      expect(between('column')).toBe(1);
      expect(between('0.5')).toBe(1);
      expect(between('rejected)')).toBe(2);
      expect(between('Short')).toBe(2);
      expect(between('line')).toBe(3);
    });
  },
);
