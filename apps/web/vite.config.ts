import { fileURLToPath } from 'node:url';
import { precompress } from '@care/ui/build/precompress';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineCssPerChunk, reactRouterTreeShaking, START_STEPS, startAfterPaint } from './vite-plugins.ts';
import { routePages } from './vite-route-pages.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    mantineCssPerChunk(),
    reactRouterTreeShaking(),
    routePages(),
    startAfterPaint(),
    precompress(),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/.well-known': { target: api, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/.well-known': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically: the libraries in one chunk each, which
          // start.js runs one task at a time (START_STEPS says why), the rest in one file.
          groups: [
            ...START_STEPS.map(({ name, test }) => ({
              name,
              test,
              tags: ['$initial' as const],
              priority: 2,
            })),
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
