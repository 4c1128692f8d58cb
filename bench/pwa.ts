// Issue 12, installability: the built app's manifest and service worker as Chromium judges
// them. Lighthouse is not a dependency; Chromium's own checks are what its installability
// audit reads: `Page.getInstallabilityErrors` (empty when the app can be installed) and
// `Page.getAppManifest` (the manifest as parsed, with its errors). Also prints the precache's
// size. Runs against the built server on PGlite in a fresh data folder. Prints figures and
// fails (exit 1) when Chromium reports an installability error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltServer } from './lib';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3212);
const base = `http://127.0.0.1:${port}`;

/** The precache list the build injected into the worker: entries and their bytes on disk. */
function precacheFigures() {
  const dist = path.join(root, 'apps/web/dist');
  const worker = fs.readFileSync(path.join(dist, 'service-worker.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
  const bytes = urls.reduce((sum, url) => sum + fs.statSync(path.join(dist, url)).size, 0);
  return { entries: urls.length, kib: bytes / 1024, workerKib: worker.length / 1024 };
}

/** The page's globals this script reads (it compiles without the DOM types). */
interface InPage {
  navigator: { serviceWorker?: { controller: unknown } };
}

const server = await startBuiltServer(port, {
  DEMO_CONTENT: 'false',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cc-pwa-')),
  PUBLIC_URL: base,
});
let failed = false;
try {
  for (const language of ['de', 'en'] as const) {
    // A profile on disk: Chromium never offers to install from an incognito window.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    // The UI language the start page uses; the English UI links the English manifest.
    await context.addInitScript({
      content: `localStorage.setItem('language', ${JSON.stringify(language)})`,
    });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(
      () => (globalThis as unknown as InPage).navigator.serviceWorker?.controller != null,
      null,
      {
        timeout: 30_000,
      },
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url, errors, parsed } = await cdp.send('Page.getAppManifest', {});
    const manifest = parsed as unknown as Record<string, unknown> | undefined;
    const response = await page.request.get(url);
    console.log(`\n[${language}] manifest ${url.replace(base, '')}`);
    console.log(`  served as: ${response.headers()['content-type']}`);
    console.log(`  parse errors: ${errors.length === 0 ? 'none' : JSON.stringify(errors)}`);
    const json = (await response.json()) as Record<string, unknown>;
    for (const key of ['name', 'short_name', 'lang', 'display', 'start_url', 'scope']) {
      console.log(`  ${key}: ${JSON.stringify(json[key])}`);
    }
    const icons = json.icons as Array<{ sizes: string; purpose: string }>;
    console.log(`  icons: ${icons.map((i) => `${i.sizes} ${i.purpose}`).join(', ')}`);
    console.log(`  parsed by Chromium: ${manifest ? 'yes' : 'no'}`);
    console.log(
      `  installability errors: ${installabilityErrors.length === 0 ? 'none (installable)' : JSON.stringify(installabilityErrors)}`,
    );
    if (installabilityErrors.length > 0 || errors.length > 0) failed = true;
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const sw = await fetch(`${base}/service-worker.js`);
  console.log('\nservice worker /service-worker.js');
  for (const header of ['content-type', 'cache-control', 'service-worker-allowed']) {
    console.log(`  ${header}: ${sw.headers.get(header)}`);
  }
  const figures = precacheFigures();
  console.log(`  size: ${figures.workerKib.toFixed(1)} KiB`);
  console.log(`  precache: ${figures.entries} entries, ${figures.kib.toFixed(1)} KiB`);
} finally {
  server.kill('SIGTERM');
}
if (failed) process.exit(1);
