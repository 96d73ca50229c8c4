// Bundles the API (with the contracts package) into dist/server.js and the embedded database's
// worker into dist/pglite-worker.js (the server runs PGlite in it when that file is beside it);
// npm packages stay external and load from node_modules. Migrations are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  // The workspace package is source TypeScript, so it is bundled rather than imported.
  external: [],
  plugins: [
    {
      name: 'bundle-contracts',
      setup(b) {
        b.onResolve({ filter: /^@care\/contracts\// }, (args) => ({
          path: new URL(
            `../../packages/contracts/src/${args.path.slice('@care/contracts/'.length)}.ts`,
            import.meta.url,
          ).pathname,
        }));
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
