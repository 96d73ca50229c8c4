import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file builds its own app on its own in-memory database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
