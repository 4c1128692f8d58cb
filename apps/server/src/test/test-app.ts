import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, dayIn } from '@cc/shared/time/calendar';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config/config';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { createStorage } from '../platform/configured-storage';
import { type Clock, type SignedInContext, systemClock } from '../platform/context';
import { createMailer } from '../platform/mail';
import { createPushSender } from '../platform/push';
import { loadUploadSecret, signedAddresses } from '../platform/upload-addresses';
import { loadVapidKeys } from '../platform/vapid-keys';
import { createTestDatabase } from './database';
import { startSmtpServer } from './smtp';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  dataDir: string;
  close(): Promise<void>;
}

/** A clock that follows the system clock plus an offset the test moves forward. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

/** A MovableClock starting at the system time. */
export function movableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}

/**
 * The real application on a fresh database, sending mail to a real SMTP server on
 * loopback. Use one per test file (beforeAll) and close it in afterAll. Pass `clock` to
 * move the time of time-bound rules (the lockout, the expiry of photo addresses).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => Promise<void>,
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const smtp = await startSmtpServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://app.test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '10000',
    COMMENT_RATE_LIMIT: '10000',
    DEMO_CONTENT: 'false',
    ...env,
  });
  const log = pino({ level: 'silent' });
  const mailer = createMailer({
    smtpUrl: smtp.url,
    mailDir: path.join(dataDir, 'mail'),
    from: config.mailFrom,
    log,
  });
  // Photo addresses signed as in production, on the test's clock (decision 062).
  const storage = await createStorage(
    config.s3,
    path.join(dataDir, 'uploads'),
    signedAddresses(
      await loadUploadSecret({ fromEnv: config.uploadSigningSecret, db: database.db }),
      options.clock ?? systemClock,
    ),
  );
  // Web Push as in production: keys generated into the database; endpoints on loopback
  // only where the test sets PUSH_ALLOW_LOOPBACK (a test push service, test/push-endpoint).
  const push = createPushSender({
    keys: await loadVapidKeys({
      fromEnv: config.vapid,
      db: database.db,
      dataDir,
      subject: config.vapidSubject,
    }),
    subject: config.vapidSubject,
    allowLoopback: config.pushAllowLoopback,
  });
  const app = await buildApp({
    config,
    database,
    mailer,
    storage,
    push,
    logger: false,
    clock: options.clock,
  });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    smtp,
    dataDir,
    async close() {
      await app.close();
      mailer.close();
      await smtp.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The service context a signed-in request of participant `user` gets, for calling a service
 * directly (a failure the HTTP path cannot provoke); `overrides` replace dependencies.
 */
export function signedInContext(
  t: TestApp,
  user: { id: string; email?: string },
  overrides: Partial<SignedInContext> = {},
): SignedInContext {
  return {
    ...t.app.deps,
    user: {
      id: user.id,
      role: 'user',
      email: user.email ?? `${user.id}@example.com`,
      language: 'EN',
      sessionId: newId(),
    },
    log: t.app.log,
    acceptLanguage: undefined,
    ...overrides,
  };
}

/** Today in the test app's time zone, or the day `n` days from it. */
export function dayFromToday(t: TestApp, n = 0) {
  return addDays(dayIn(t.config.timeZone), n);
}
