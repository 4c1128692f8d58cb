/**
 * Renders the app's icons for the web app manifest (decision 041) from the product's mark,
 * the heart in a blue circle of `public/favicon.svg`. Run once when the mark changes:
 * `node apps/web/scripts/pwa-icons.mjs`; the PNGs are committed under `public/icons/`.
 * sharp comes with the server's dependencies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const heart =
  'M32 48s-14-8.4-14-18.2C18 24.4 22 21 26.2 21c2.6 0 4.7 1.3 5.8 3.2 1.1-1.9 3.2-3.2 5.8-3.2C42 21 46 24.4 46 29.8 46 39.6 32 48 32 48z';
const blue = '#1c7ed6';

/** The favicon's mark: a blue circle on a transparent square. */
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${blue}"/><path d="${heart}" fill="#fff"/></svg>`;

/**
 * The maskable variant: the whole square is blue (a launcher may cut any shape from it) and
 * the heart stays inside the central safe zone, a circle of 40 % of the size in radius.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${blue}"/><g transform="translate(32 33.5) scale(0.8) translate(-32 -34.5)"><path d="${heart}" fill="#fff"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: maskable, size: 180 },
  // The badge Android shows in the status bar: white on transparent, the heart alone.
  {
    file: 'badge-96.png',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="16 18 32 32"><path d="${heart}" fill="#fff"/></svg>`,
    size: 96,
  },
];

fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const { file, svg, size } of icons) {
  const target = path.join(publicDir, 'icons', file);
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(target);
  console.info(`${file}: ${size}x${size}, ${fs.statSync(target).size} bytes`);
}
