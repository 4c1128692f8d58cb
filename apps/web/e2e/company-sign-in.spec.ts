import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { startTestProvider, type TestProvider } from '../../server/src/test/oidc-provider';
import { baseURL } from '../playwright.config';

/*
 * The company sign-in (decision 090) in Chromium, against a real OpenID provider on loopback
 * and an app server of its own configured for it (the shared journeys' server has no
 * OIDC_* set, as a platform without company sign-in).
 */
const stamp = Date.now() % 1e8;
const admin = { email: 'sso-admin@e2e.test', password: 'admin-pass1' };
const basePort = Number(new URL(baseURL).port) + 50;
/** The built server, wherever Playwright was started from (the repository or apps/web). */
const serverMain = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

/**
 * The databases the journeys run on: the embedded default always, and PostgreSQL where the
 * suite has one (TEST_DATABASE_URL, as in CI), in a database of their own.
 */
const databases = [
  { name: 'the embedded database', url: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }]
    : []),
];

/** An app server configured for the company sign-in, with the provider that serves it. */
interface SsoWorld {
  appUrl: string;
  provider: TestProvider;
  stop(): Promise<void>;
}

async function startWorld(port: number, databaseUrl: string | undefined): Promise<SsoWorld> {
  const appUrl = `http://127.0.0.1:${port}`;
  const provider = await startTestProvider({
    redirectUris: [`${appUrl}/api/users/auth/oidc/callback`],
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-e2e-sso-'));
  const database = databaseUrl ? await createDatabase(databaseUrl) : undefined;
  const server = spawn(process.execPath, [serverMain], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      PUBLIC_URL: appUrl,
      DEMO_CONTENT: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_DOMAINS: 'example.com',
      REGISTRATION_DOMAINS: 'example.com=Staff',
    },
  });
  await waitForHealth(`${appUrl}/api/health`);
  return {
    appUrl,
    provider,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await provider.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh PostgreSQL database beside the one TEST_DATABASE_URL names. */
async function createDatabase(serverUrl: string) {
  const name = `cc_e2e_sso_${stamp}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the company sign-in app server did not start at ${url}`);
}

/** At the provider's own pages: its login form, then its consent form. */
async function signInAtProvider(page: Page, world: SsoWorld, email: string, password: string) {
  await expect(page).toHaveURL(new RegExp(`^${world.provider.issuer}/interaction/`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The login page in English, and its company button. */
async function pressCompanyButton(page: Page) {
  await page.goto('/#/login');
  await page.getByText('EN', { exact: true }).click();
  await page.getByRole('link', { name: 'Sign in with your company account' }).click();
}

for (const [index, database] of databases.entries()) {
  test.describe(`on ${database.name}`, () => {
    let world: SsoWorld;
    const port = basePort + index;
    test.use({ baseURL: `http://127.0.0.1:${port}` });
    test.beforeAll(async () => {
      world = await startWorld(port, database.url);
    });
    test.afterAll(async () => {
      await world?.stop();
    });

    test('an employee signs in with the company account for the first time and lands in the app', async ({
      page,
    }) => {
      const employee = { email: `new-${stamp}@example.com`, password: 'provider-pass' };
      world.provider.addAccount({
        sub: `sub-new-${stamp}`,
        ...employee,
        givenName: 'Erika',
        familyName: 'Mustermann',
        locale: 'en-GB',
      });

      await pressCompanyButton(page);
      await signInAtProvider(page, world, employee.email, employee.password);
      await page.getByRole('button', { name: 'Allow' }).click();

      // Back in the app, signed in: the first login's profile step, the names from the provider.
      await expect(page).toHaveURL(new RegExp(`^${world.appUrl}/#/profile$`));
      await expect(page.getByRole('textbox', { name: 'Given name' })).toHaveValue('Erika');
      await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Mustermann');
      // The user type REGISTRATION_DOMAINS gives the company's domain.
      await expect(page.getByRole('combobox', { name: 'I take part as' })).toHaveValue('Staff');
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/^[\w-]{40,}$/);
    });

    test('a colleague with a local account signs in with the company account and finds it linked', async ({
      page,
    }) => {
      const colleague = { email: `local-${stamp}@example.com`, password: 'local-pass1' };
      const adminLogin = await fetch(`${world.appUrl}/api/users/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const created = await fetch(`${world.appUrl}/api/users`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${(await adminLogin.json()).token}`,
        },
        body: JSON.stringify({
          ...colleague,
          firstName: 'Lokal',
          lastName: `Konto${stamp}`,
          country: 'DE',
          userType: 'Staff',
          role: 'user',
        }),
      });
      expect(created.status).toBe(201);
      const localId = (await created.json())._id;
      world.provider.addAccount({
        sub: `sub-local-${stamp}`,
        email: colleague.email,
        password: 'idp-pass',
      });

      await pressCompanyButton(page);
      await signInAtProvider(page, world, colleague.email, 'idp-pass');
      await page.getByRole('button', { name: 'Allow' }).click();
      await expect(page).not.toHaveURL(/#\/(login|companySignIn)/);

      // Signed in to the account that existed, not to a new one.
      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      const profile = await fetch(`${world.appUrl}/api/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await profile.json()).toMatchObject({ _id: localId, lastName: `Konto${stamp}` });
    });

    test('a sign-in cancelled at the provider returns to the login page with a message', async ({
      page,
    }) => {
      const person = { email: `cancel-${stamp}@example.com`, password: 'provider-pass' };
      world.provider.addAccount({ sub: `sub-cancel-${stamp}`, ...person });

      await pressCompanyButton(page);
      await signInAtProvider(page, world, person.email, person.password);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await expect(page).toHaveURL(new RegExp(`^${world.appUrl}/#/login`));
      await expect(page.getByRole('dialog')).toContainText(/cancel/i);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    });
  });
}
