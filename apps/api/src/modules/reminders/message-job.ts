import type { FastifyInstance } from 'fastify';
import { sendDueMessages } from './send-due.ts';

/**
 * Sends due appointment messages every MESSAGE_JOB_SECONDS while the server is up (app.ts
 * starts it once the app is ready; tests call sendDueMessages themselves). Passes never overlap
 * in one instance; across instances the claim (FOR UPDATE SKIP LOCKED) keeps each message to one.
 */
export function startMessageJob(app: FastifyInstance): () => void {
  const seconds = app.deps.config.MESSAGE_JOB_SECONDS;
  if (seconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueMessages(app.deps, app.log)
      .then((r) => {
        if (r.sent || r.failed) app.log.info(r, 'appointment messages sent');
      })
      .catch((err) => app.log.error({ err }, 'appointment messages failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
