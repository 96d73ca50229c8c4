import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailSender } from './email-sender.ts';

/**
 * The offline default, like the SMS outbox: each message (its text, HTML and attachments) is a
 * JSON line in `$DATA_DIR/email-outbox.jsonl`; the log names only the domain. Production refuses
 * to start with it unless EMAIL_OUTBOX=true (config.ts).
 */
export function outboxEmail(opts: { dataDir: string; log: FastifyBaseLogger }): EmailSender {
  const outbox = path.join(opts.dataDir, 'email-outbox.jsonl');
  return {
    name: 'outbox',
    async send(message) {
      opts.log.info({ to: `***@${message.to.split('@')[1] ?? ''}` }, 'e-mail queued (outbox sender)');
      await fs.mkdir(opts.dataDir, { recursive: true });
      await fs.appendFile(outbox, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
    },
  };
}
