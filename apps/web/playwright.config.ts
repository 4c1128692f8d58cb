import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium';

/**
 * End-to-end journeys against the real built app and server, in Debian's Chromium.
 * The server runs on its own port with a fresh data folder (embedded PGlite, mail to files),
 * so a run never touches ./data or another server.
 */
const port = Number(process.env.E2E_PORT ?? 3107);
export const baseURL = `http://127.0.0.1:${port}`;
// Workers re-read this file; the folder is chosen once, in the main process.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cc-e2e-'));
export const dataDir = process.env.E2E_DATA_DIR;
export const admin = { email: 'admin@e2e.test', password: 'admin-pass1' };

/**
 * The platform's calendar for the run: a fixed-offset zone where it is about 10 in the
 * morning when the run starts. Journeys create events "running today"; a run that crossed
 * midnight in the platform zone would see them end half-way through a journey (seen at
 * 00:00 in Berlin). Workers re-read this file; the zone is chosen once, in the main process.
 */
function morningZone(): string {
  let offset = (10 - new Date().getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  // IANA's Etc zones count the other way round: Etc/GMT-2 is two hours ahead of UTC.
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
process.env.E2E_TIME_ZONE ??= morningZone();
export const platformTimeZone = process.env.E2E_TIME_ZONE;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // The browser lives where the platform's calendar does (the server's TIME_ZONE): with
    // another zone a date picker's "today" could be the server's yesterday.
    timezoneId: platformTimeZone,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      TIME_ZONE: platformTimeZone,
      DEMO_CONTENT: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The push journey's test push service listens on loopback (decision 039).
      PUSH_ALLOW_LOOPBACK: 'true',
    },
  },
});
