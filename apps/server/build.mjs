// Bundles the server (and the shared package it imports) into dist/main.js, and the one-shot
// commands into dist/migrate.js, dist/backup.js and dist/restore.js. npm packages stay external: they are installed next
// to it and some carry native binaries.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/migrate.ts', 'src/backup.ts', 'src/restore.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@cc/shared': '../../packages/shared/src' },
  logLevel: 'warning',
});
