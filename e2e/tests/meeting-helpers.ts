import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

/** The expert's room link the message job texted for this booking. */
export async function expertLink(bookingId: string, timeoutMs = 20_000): Promise<string> {
  const file = path.join(E2E_DATA_DIR, 'sms-outbox.jsonl');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      const texts = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { text: string }).text);
      const link = texts
        .map((t) => t.match(/https?:\/\/\S+\/appointment\/meeting\/\S+/)?.[0])
        .find((l) => l?.includes(bookingId));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no room link texted for ${bookingId}`);
}

/** Resolves with the width of the next frame the video shows: frames are arriving. */
export function nextFrameWidth(video: Locator): Promise<number> {
  return video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<number>((resolve) => el.requestVideoFrameCallback(() => resolve(el.videoWidth))),
  );
}
