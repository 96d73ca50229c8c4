import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
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
