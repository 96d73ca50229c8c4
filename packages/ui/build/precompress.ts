// A Vite plugin both browser apps build with (the patient app and the staff console).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Writes Brotli and gzip copies of the text files next to them; the API serves them to
 * browsers that accept them (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const raw = fs.readFileSync(file);
        if (raw.length < 1024) continue;
        const gzip = zlib.gzipSync(raw, { level: 9 });
        if (gzip.length >= raw.length * 0.9) continue;
        fs.writeFileSync(`${file}.gz`, gzip);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        );
      }
    },
  };
}
