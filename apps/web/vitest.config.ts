import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A form typed into by user-event takes a few seconds of jsdom on a busy 2-core machine (the
    // API's PGlite files run in the other worker): 5 s timed out under load, never on its own.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
