import { periodicJob } from '../../lib/job-runner.ts';
import { sendDueMessages } from './send-due.ts';

/**
 * Due appointment messages composed and handed to the outbox every MESSAGE_JOB_SECONDS (tests
 * call sendDueMessages themselves); the claim (FOR UPDATE SKIP LOCKED) keeps each to one instance.
 */
export const messageJob = periodicJob({
  name: 'appointment messages queued',
  seconds: (app) => app.deps.config.MESSAGE_JOB_SECONDS,
  run: (app) => sendDueMessages(app.deps, app.log),
});
