import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type DomainRule, parseDomainRules } from './email-domains';
import { type RetentionConfig, retentionConfig, retentionEnv } from './retention';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/**
 * Which peers may say where a request came from (decision 057): false for none, a number of
 * proxies in front, or the addresses and ranges of the proxies (proxy-addr's names too).
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_FORMS =
  'the number of proxies in front (1 behind one proxy; 0, off or unset for none; on means 1), ' +
  "or a comma-separated list of the proxies' addresses or ranges (10.0.0.0/8,172.16.0.0/12)";

/** Proxy-addr's names for ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address (`10.0.0.1`), a range (`10.0.0.0/8`, `fd00::/8`) or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it. The old switch's `on` (true, yes) means one
 * proxy, as its `1` now does: Fastify's `true` would trust every address, so the client's own
 * left-most X-Forwarded-For entry would name it (issue 22).
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (['0', 'off', 'false', 'no'].includes(v)) return false;
  if (['on', 'true', 'yes'].includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? Number(v) : undefined;
  const entries = v.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if (parsed !== undefined) return parsed;
  ctx.addIssue({ code: 'custom', message: `expected ${TRUST_PROXY_FORMS}` });
  return z.NEVER;
});

/** An empty or blank variable read as unset: compose passes `${ADMIN_EMAIL:-}` as ''. */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * An optional address of a page the operator hosts (FAQ_URL, ...): http or https only, as the
 * app links to it. Empty means unset, as compose passes `${IMPRINT_URL:-}`.
 */
const operatorPage = z.preprocess(
  blankAsUnset,
  z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// address' }).optional(),
);

/** A comma-separated list of e-mail domain rules (email-domains.ts); empty means none. */
const domainRules = (allowUserType: boolean) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((value, ctx): DomainRule[] => {
        const parsed = parseDomainRules(value, allowUserType);
        if (!('error' in parsed)) return parsed;
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      })
      .optional(),
  );

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Environment variables of README's configuration table; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Redis for the rate limits' counts (decision 049); unset means they count in the database. */
  REDIS_URL: z.string().url().optional(),
  /** API processes to run (Node's cluster module); more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** An S3-compatible bucket for uploads (decision 050); unset means DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  /** The store's address (MinIO, Ceph, ...); unset means AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset means the AWS SDK's own chain (its environment variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-run stores want. */
  S3_FORCE_PATH_STYLE: flag.default(true),
  /** Prefix of this deployment's Redis keys, for a Redis shared with others. */
  REDIS_PREFIX: z.string().default('cc:'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Charity Challenge <no-reply@charity-challenge.local>'),
  ADMIN_EMAIL: z.preprocess(blankAsUnset, z.string().email().optional()),
  ADMIN_PASSWORD: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  DEMO_CONTENT: flag.optional(),
  TIME_ZONE: z.string().default('Europe/Berlin'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Comments one person may write per minute (decision 060). */
  COMMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** The proxies in front, whose X-Forwarded-For entries name the client (decision 057). */
  TRUST_PROXY: trustProxy.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Set by npm to the folder npm was run from (the repository root for `npm start`). */
  INIT_CWD: z.string().optional(),
  /** Web Push keys (URL-safe base64); unset means generated once into the database (decision 053). */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who push services contact about this sender: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https:// URL')
    .optional(),
  /**
   * Signs the addresses of photos and avatars; unset means generated once into the database
   * (decision 062). At least 32 characters.
   */
  UPLOAD_SIGNING_SECRET: z.string().min(32).optional(),
  /** Lets push endpoints on loopback addresses through (tests only; decision 039). */
  PUSH_ALLOW_LOOPBACK: flag.default(false),
  /** Serves the OpenAPI document (and, outside production, its pages) at /api/docs (decision 056). */
  API_DOCS: flag.default(false),
  /**
   * Serves GET /metrics (Prometheus text format) to `Authorization: Bearer <token>`;
   * unset or blank, the route does not exist (decision 094).
   */
  METRICS_TOKEN: z.preprocess(blankAsUnset, z.string().optional()),
  /** The operator's pages the app links to (decision 065); no privacy URL means the app's own. */
  FAQ_URL: operatorPage,
  IMPRINT_URL: operatorPage,
  PRIVACY_URL: operatorPage,
  /** The company's OpenID provider (decision 090); unset, no company sign-in exists. */
  OIDC_ISSUER: z.preprocess(blankAsUnset, z.url().optional()),
  OIDC_CLIENT_ID: z.preprocess(blankAsUnset, z.string().optional()),
  /** Unset means a public client (PKCE only, no client authentication). */
  OIDC_CLIENT_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
  OIDC_SCOPES: z.preprocess(blankAsUnset, z.string().default('openid email profile')),
  OIDC_BUTTON_LABEL: z.preprocess(blankAsUnset, z.string().max(80).optional()),
  OIDC_DOMAINS: domainRules(false),
  OIDC_ONLY: flag.default(false),
  /** How long a session from a company sign-in lives with keep-me-logged-in (decision 090). */
  OIDC_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 100)
    .default(24 * 7),
  REGISTRATION: z.enum(['open', 'domains', 'closed']).default('open'),
  REGISTRATION_DOMAINS: domainRules(true),
  /** The retention job's hour and periods (config/retention.ts, decision 093). */
  ...retentionEnv,
});

/** The object store's settings (S3_* variables), when one is configured. */
export interface ObjectStoreConfig {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis for the rate limits' counts; undefined means the database (decision 049). */
  redisUrl: string | undefined;
  /** Prefix of this deployment's Redis keys. */
  redisPrefix: string;
  /** How many API processes `main.ts` runs (decision 049). */
  webConcurrency: number;
  /** The object store for uploads; undefined means the folder DATA_DIR/uploads. */
  s3: ObjectStoreConfig | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  demoContent: boolean;
  timeZone: string;
  authRateLimit: number;
  /** Comments per minute and person (POST /api/comments). */
  commentRateLimit: number;
  logLevel: string;
  /** Which peers may say where a request came from (rate limits key on the result). */
  trustProxy: TrustProxy;
  /** Folder of the built web app, served at `/`; absent in API-only tests. */
  webDist: string | undefined;
  /** VAPID keys from the environment; undefined means the pair kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** VAPID subject: VAPID_SUBJECT, else mailto: the address of MAIL_FROM. */
  vapidSubject: string;
  /** Push endpoints on loopback addresses are allowed (tests only). */
  pushAllowLoopback: boolean;
  /** The secret of upload addresses from the environment; undefined means the database's. */
  uploadSigningSecret: string | undefined;
  /** /api/docs is served; off unless API_DOCS turns it on (decision 056). */
  apiDocs: boolean;
  /** The bearer token of GET /metrics; undefined means no metrics route (decision 094). */
  metricsToken: string | undefined;
  /** The operator's pages the app links to; undefined when not configured (decision 065). */
  pages: OperatorPages;
  /** The company sign-in (OIDC_*); undefined when not configured (decision 090). */
  oidc: OidcConfig | undefined;
  /** Who may register themselves (REGISTRATION, REGISTRATION_DOMAINS; decision 090). */
  registration: RegistrationConfig;
  /** How long the retention job keeps each kind of record (RETENTION_*; decision 093). */
  retention: RetentionConfig;
}

/** The company's OpenID provider and how its sign-in is used (decision 090). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Undefined: a public client, PKCE alone. */
  clientSecret: string | undefined;
  scopes: string;
  /** The button's text; undefined means the app's own wording in both languages. */
  buttonLabel: string | undefined;
  /** The domains the company sign-in is for; empty means every address the provider verified. */
  domains: DomainRule[];
  /** Password sign-in (and self-registration) is refused for addresses of `domains`. */
  only: boolean;
  /** Hours a company session lives with keep-me-logged-in; without it, the usual 12 hours. */
  sessionHours: number;
  /** The issuer is on this machine over http (tests and local trials); production needs https. */
  insecureLoopback: boolean;
}

/** REGISTRATION: open to all, to listed domains, or closed (admins and company sign-in only). */
export interface RegistrationConfig {
  mode: 'open' | 'domains' | 'closed';
  /** REGISTRATION_DOMAINS: the admitted domains, with a default user type where written. */
  domains: DomainRule[];
}

/** Addresses of the pages the operator hosts elsewhere (FAQ_URL, IMPRINT_URL, PRIVACY_URL). */
export interface OperatorPages {
  faqUrl: string | undefined;
  imprintUrl: string | undefined;
  /** Undefined means the app shows its own privacy notice. */
  privacyUrl: string | undefined;
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
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  if (e.S3_ENDPOINT && !e.S3_BUCKET) {
    throw new Error('Invalid configuration: S3_ENDPOINT needs S3_BUCKET');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  return {
    oidc: oidcConfig(e),
    registration: registrationConfig(e),
    retention: retentionConfig(e),
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // `npm start` runs the server inside apps/server; a relative DATA_DIR still means the
    // folder the command was typed in, so the default is ./data of the repository.
    dataDir: path.resolve(e.INIT_CWD ?? '.', e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    webConcurrency: e.WEB_CONCURRENCY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
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
    commentRateLimit: e.COMMENT_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    webDist: e.WEB_DIST,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK,
    uploadSigningSecret: e.UPLOAD_SIGNING_SECRET,
    apiDocs: e.API_DOCS,
    metricsToken: e.METRICS_TOKEN,
    pages: { faqUrl: e.FAQ_URL, imprintUrl: e.IMPRINT_URL, privacyUrl: e.PRIVACY_URL },
  };
}

type Env = z.infer<typeof envSchema>;

function oidcConfig(e: Env): OidcConfig | undefined {
  if (!e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    if (e.OIDC_ONLY) throw new Error('Invalid configuration: OIDC_ONLY needs OIDC_ISSUER');
    return undefined;
  }
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID) {
    throw new Error('Invalid configuration: set both OIDC_ISSUER and OIDC_CLIENT_ID, or neither');
  }
  const issuer = new URL(e.OIDC_ISSUER);
  const insecureLoopback = issuer.protocol === 'http:' && LOOPBACK_HOSTS.includes(issuer.hostname);
  if (issuer.protocol !== 'https:' && !insecureLoopback) {
    throw new Error('Invalid configuration: OIDC_ISSUER must be an https:// address');
  }
  const domains = e.OIDC_DOMAINS ?? [];
  if (e.OIDC_ONLY && domains.length === 0) {
    throw new Error('Invalid configuration: OIDC_ONLY needs OIDC_DOMAINS (the domains it is for)');
  }
  if (!e.OIDC_SCOPES.split(/\s+/).includes('openid')) {
    throw new Error('Invalid configuration: OIDC_SCOPES must include openid');
  }
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    scopes: e.OIDC_SCOPES.trim(),
    buttonLabel: e.OIDC_BUTTON_LABEL?.trim(),
    domains,
    only: e.OIDC_ONLY,
    sessionHours: e.OIDC_SESSION_HOURS,
    insecureLoopback,
  };
}

function registrationConfig(e: Env): RegistrationConfig {
  const domains = e.REGISTRATION_DOMAINS ?? [];
  if (e.REGISTRATION === 'domains' && domains.length === 0) {
    throw new Error('Invalid configuration: REGISTRATION=domains needs REGISTRATION_DOMAINS');
  }
  return { mode: e.REGISTRATION, domains };
}

/** The bare address of a sender like `Name <address>`. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
