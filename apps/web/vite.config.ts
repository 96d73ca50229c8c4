import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineCssPerChunk, precompress, reactRouterTreeShaking, startAfterPaint } from './vite-plugins.ts';
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
          // Everything the entry imports statically goes into one file: every page needs it,
          // and one request compresses better than several small ones.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
