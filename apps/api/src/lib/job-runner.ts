import type { FastifyInstance } from 'fastify';
import type { ModuleJob } from './api-module.ts';
import { recordedPass } from './job-runs.ts';

/**
 * The one job runner: a module's periodic pass, every `seconds` while the server is up (0 turns
 * it off). Passes never overlap in one instance; across instances each job's own claim (a
 * conditional update, FOR UPDATE SKIP LOCKED or a lease) keeps every item to one taker. What a
 * pass did is logged when it did anything; a pass that throws is logged and the next one runs.
 * With `record`, every pass is also written to job_runs (lib/job-runs.ts) for the console.
 */
export function periodicJob<R extends Record<string, number>>(spec: {
  name: string;
  seconds: (app: FastifyInstance) => number;
  run: (app: FastifyInstance) => Promise<R>;
  record?: boolean;
}): ModuleJob {
  return (app) => {
    const seconds = spec.seconds(app);
    if (seconds <= 0) return () => {};
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      (spec.record ? recordedPass(app.deps, spec.name, () => spec.run(app)) : spec.run(app))
        .then((result) => {
          const counts: Record<string, number> = result;
          if (Object.values(counts).some((n) => n > 0)) app.log.info(counts, spec.name);
        })
        .catch((err) => app.log.error({ err }, `${spec.name} failed`))
        .finally(() => {
          running = false;
        });
    }, seconds * 1000);
    timer.unref();
    return () => clearInterval(timer);
  };
}
