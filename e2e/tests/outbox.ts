import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';

interface SmsLine {
  to: string;
  text: string;
  at: string;
}

/** The newest code texted to `phone` after `since`, read from the console sender's outbox. */
export async function waitForCode(phone: string, since: Date, timeoutMs = 10_000): Promise<string> {
  const file = path.join(E2E_DATA_DIR, 'sms-outbox.jsonl');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      const lines = fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as SmsLine)
        .filter((l) => l.to === phone && new Date(l.at) >= since);
      const last = lines.at(-1);
      const code = last?.text.match(/\b(\d{4,6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code texted to ${phone}`);
}

/**
 * The intake form's link (its path, with the link's own capability: issue 18) from the
 * confirmation texted to `phone` for this appointment number.
 */
export async function waitForIntakeLink(
  phone: string,
  appointmentNo: string,
  timeoutMs = 20_000,
): Promise<string> {
  const file = path.join(E2E_DATA_DIR, 'sms-outbox.jsonl');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      const link = fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as SmsLine)
        .filter((l) => l.to === phone && l.text.includes(appointmentNo))
        .map((l) => l.text.match(/https?:\/\/[^\s/]+(\/patient-intake-form\/[A-Za-z0-9_-]+)/)?.[1])
        .find(Boolean);
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no intake link texted to ${phone} for ${appointmentNo}`);
}
