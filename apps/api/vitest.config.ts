import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file builds its own app on its own in-memory database.
    // Files share a worker's module cache: PGlite's WebAssembly and the app's modules load
    // once per worker instead of once per file (about a third of the suite's CPU time).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
