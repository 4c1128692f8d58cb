// `npm run screenshots [folder]`: a picture of every screen of the app, for review (issue 27,
// decision 079). Starts the built app (building it first on a fresh clone) on a fresh embedded
// database with the demo content, signs in as the demo participants (390 px, German and
// English) and the administrator (1280 px, both languages), writes a PNG per screen and per
// main dialog into a folder outside the repository, prints the files and stops the server.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium';
import {
  captureScreens,
  logIn,
  type Output,
  openWindow,
  useLanguage,
  viewports,
} from './screenshots/capture';
import { adminIds, DEMO_PASSWORD, participantIds } from './screenshots/demo-ids';
import { adminScreens, participantScreens, publicScreens } from './screenshots/screens';
import { buildIfMissing, startApp } from './screenshots/server';
import type { Lang } from './screenshots/texts';

const dir =
  process.argv[2] ?? `/tmp/cc-screenshots-${new Date().toISOString().replace(/[:.]/g, '-')}`;
fs.mkdirSync(dir, { recursive: true });
const output: Output = { dir, written: [], failed: [] };

/** The demo participants: Anna reads German, Ben English (README). */
const participants: Array<{ email: string; lang: Lang }> = [
  { email: 'anna@demo.local', lang: 'de' },
  { email: 'ben@demo.local', lang: 'en' },
];
const admin = { email: 'admin@demo.local', password: DEMO_PASSWORD };

buildIfMissing();
const app = await startApp();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  for (const { lang } of participants) {
    const { context, page } = await openWindow(browser, app.baseURL, viewports.phone, lang);
    await captureScreens(page, publicScreens, {}, { role: 'public', lang }, output);
    await context.close();
  }
  for (const { email, lang } of participants) {
    const account = { email, password: DEMO_PASSWORD };
    const ids = await participantIds(app.baseURL, account);
    const { context, page } = await openWindow(browser, app.baseURL, viewports.phone, lang);
    await logIn(page, account, lang);
    await captureScreens(page, participantScreens, ids, { role: 'participant', lang }, output);
    await context.close();
  }
  const ids = await adminIds(app.baseURL, admin);
  for (const lang of ['de', 'en'] as const) {
    const { context, page } = await openWindow(browser, app.baseURL, viewports.desktop, lang);
    await logIn(page, admin, lang);
    // Signing in applies the profile's language; the admin header's choice is this one.
    await useLanguage(page, lang);
    await captureScreens(page, adminScreens, ids, { role: 'admin', lang }, output);
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}

console.log(`\n${output.written.length} screenshots in ${dir}:`);
for (const file of output.written) console.log(`  ${file}`);
if (output.failed.length > 0) {
  console.log(`\n${output.failed.length} screens not written:`);
  for (const failure of output.failed) console.log(`  ${failure}`);
  process.exitCode = 1;
}
