import { fileURLToPath } from 'node:url';
import { precompress } from '@care/ui/build/precompress';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

// The staff console: a build of its own under /console/ (the API serves apps/console/dist there),
// so nothing of it loads with the patient app and nothing of the patient app loads with it.
export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': { target: api, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
