import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** Environment variables of README's configuration table; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Charity Challenge <no-reply@charity-challenge.local>'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  DEMO_CONTENT: flag.optional(),
  TIME_ZONE: z.string().default('Europe/Berlin'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Set when a reverse proxy sits in front, so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Set by npm to the folder npm was run from (the repository root for `npm start`). */
  INIT_CWD: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  demoContent: boolean;
  timeZone: string;
  authRateLimit: number;
  logLevel: string;
  trustProxy: boolean;
  /** Folder of the built web app, served at `/`; absent in API-only tests. */
  webDist: string | undefined;
  vapid: { publicKey: string; privateKey: string } | undefined;
}

/** Reads and validates the environment once at start-up; a bad value stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!isValidTimeZone(e.TIME_ZONE))
    throw new Error(`Invalid configuration: TIME_ZONE ${e.TIME_ZONE}`);
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // `npm start` runs the server inside apps/server; a relative DATA_DIR still means the
    // folder the command was typed in, so the default is ./data of the repository.
    dataDir: path.resolve(e.INIT_CWD ?? '.', e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    demoContent: e.DEMO_CONTENT ?? !e.DATABASE_URL,
    timeZone: e.TIME_ZONE,
    authRateLimit: e.AUTH_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
  };
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
