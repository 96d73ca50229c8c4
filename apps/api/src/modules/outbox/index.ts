import type { ApiModule } from '../../lib/api-module.ts';
import { periodicJob } from '../../lib/job-runner.ts';
import { deliverOutbox } from './deliver.ts';

// The outbox: every text and e-mail the API sends, delivered at least once (deliver.ts). It uses
// no other module; every module that sends anything writes here.

export const outboxModule: ApiModule = {
  name: 'outbox',
  jobs: [
    periodicJob({
      name: 'outbox delivered',
      seconds: (app) => app.deps.config.MESSAGE_JOB_SECONDS,
      run: (app) => deliverOutbox(app.deps, app.log),
    }),
  ],
};

export {
  deliverNow,
  deliverOutbox,
  emailMessage,
  enqueueMessages,
  LEASE_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
  sendAtOnce,
  textMessage,
} from './deliver.ts';
export { findOutboxMessages, type OutboxRow } from './repository.ts';
