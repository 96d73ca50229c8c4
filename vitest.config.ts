import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // One worker per core (Vitest's own default leaves one core free: on these 2-core machines a
    // single worker, and the suite took 10 minutes instead of 6).
    maxWorkers: os.availableParallelism(),
    projects: [
      'packages/contracts',
      'packages/api-client',
      'packages/ui',
      'apps/api',
      'apps/web',
      'apps/console',
    ],
  },
});
