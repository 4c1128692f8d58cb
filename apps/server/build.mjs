// Bundles the server (and the shared package it imports) into dist/main.js. npm packages
// stay external: they are installed next to it and some carry native binaries.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@cc/shared': '../../packages/shared/src' },
  logLevel: 'warning',
});
