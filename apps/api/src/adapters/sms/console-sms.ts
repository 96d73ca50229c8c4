import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';

/**
 * The offline default: appends each message as a JSON line to `$DATA_DIR/sms-outbox.jsonl`
 * so developers and tests can read the codes; the log line names only the last digits of
 * the number and never the text. Production refuses to start with it unless SMS_OUTBOX=true
 * (config.ts).
 */
export function consoleSms(opts: { dataDir: string; log: FastifyBaseLogger }): SmsSender {
  const outbox = path.join(opts.dataDir, 'sms-outbox.jsonl');
  return {
    name: 'console',
    async send(to, text) {
      opts.log.info({ to: `******${to.slice(-4)}` }, 'sms queued (console sender)');
      await fs.mkdir(opts.dataDir, { recursive: true });
      await fs.appendFile(outbox, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`);
    },
  };
}
