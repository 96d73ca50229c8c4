// Bundles the API (with the contracts package) into dist/server.js, the embedded database's
// worker into dist/pglite-worker.js (the server runs PGlite in it when that file is beside it)
// and the first console admin's invite command into dist/staff-invite-admin.js;
// npm packages stay external and load from node_modules. Migrations are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    // The first console admin's invite, for a server without dev tools (see the file).
    'staff-invite-admin': 'src/staff-invite-admin.ts',
  },
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

// PNG and WebP copies of the SVG drawings for the phone apps, which cannot show SVG (media/raster,
// git-ignored). Made here so a deployed server starts without the work; the server makes any
// still missing when it starts.
const { rasterizeMedia } = await import('./src/lib/raster-media.ts');
const raster = await rasterizeMedia('media');
if (raster.failed.length > 0) {
  for (const { file, error } of raster.failed) console.error(`raster media: ${file}: ${error}`);
  process.exit(1);
}
