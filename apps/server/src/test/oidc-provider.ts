import { generateKeyPair, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import {
  consentPage,
  errorHtml,
  escapeHtml,
  type InteractionDetails,
  loginPage,
  page,
  readForm,
  sendHtml,
} from './oidc-provider-pages';

/**
 * A real OpenID Connect provider (node-oidc-provider) on loopback, for the API tests and the
 * browser journey. It imports nothing from Vitest because Playwright loads it too.
 */

export interface ProviderAccount {
  /** Stable subject. */
  sub: string;
  /** Also the login name typed into the provider's login form. */
  email: string;
  password: string;
  /** Defaults to true. */
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  /** e.g. 'de-DE'. */
  locale?: string;
  /** A disabled account cannot sign in; a provider session of it must sign in again. */
  disabled?: boolean;
}

/** How the token endpoint's id_token is altered (to test that the client rejects it). */
export type IdTokenTamper =
  /** Merged over the real claims, re-signed with the provider's own key. */
  | { claims: Record<string, unknown> }
  /** The real claims, signed with a key the provider does not publish (same kid). */
  | { foreignKey: true };

export interface TestProvider {
  /** e.g. http://127.0.0.1:<port>, no trailing slash. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Replaces the account with the same email. */
  addAccount(account: ProviderAccount): void;
  disable(email: string): void;
  /** Applied to every token response while set. */
  tamper: IdTokenTamper | undefined;
  close(): Promise<void>;
}

/** The part of oidc-provider used here; the package ships no type definitions. */
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(indicator: string, scope: string): void;
  save(): Promise<string>;
}
interface KoaContext {
  path: string;
  status: number;
  type: string;
  body: unknown;
}
interface Provider {
  use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  on(event: 'server_error', listener: (ctx: KoaContext, error: Error) => void): void;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
}
type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => Provider;
interface PolicyCheck {
  reason: string;
}
interface InteractionPolicy {
  base(): { get(name: string): { checks: { add(check: PolicyCheck): void } } };
  Check: new (
    reason: string,
    description: string,
    check: (ctx: { oidc: { session?: { accountId?: string } } }) => boolean,
  ) => PolicyCheck;
}
interface ProviderModule {
  Provider: ProviderClass;
  interactionPolicy: InteractionPolicy;
}

const clientId = 'cc-app';
const clientSecret = 'cc-app-secret';
const generateRsaKeyPair = promisify(generateKeyPair);

let providerModule: Promise<ProviderModule> | undefined;

/**
 * Loads oidc-provider once, muting the notices it prints on import and construction (it
 * recommends Node 22 and warns about its in-memory store, both fine for tests).
 */
function loadProviderModule(): Promise<ProviderModule> {
  providerModule ??= muteProviderNotices(async () => {
    // @ts-expect-error oidc-provider ships no types; the part used is declared above.
    const module = await import('oidc-provider');
    return { Provider: module.default, interactionPolicy: module.interactionPolicy };
  });
  return providerModule;
}

async function muteProviderNotices<T>(work: () => Promise<T> | T): Promise<T> {
  const { warn, info } = console;
  const unlessNotice =
    (log: typeof console.warn) =>
    (...args: unknown[]) => {
      if (!String(args[0]).includes('oidc-provider ')) log(...args);
    };
  console.warn = unlessNotice(warn);
  console.info = unlessNotice(info);
  try {
    return await work();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

/** Starts the provider with one confidential client ('cc-app') that must use PKCE. */
export async function startTestProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<TestProvider> {
  const { Provider, interactionPolicy } = await loadProviderModule();
  const signingKey = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  // A genuine signature failure: same kid as the published key, different key material.
  const foreignKey = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('base64url');
  const accounts = new Map<string, ProviderAccount>();
  const findByEmail = (email: string) => accounts.get(email.trim().toLowerCase());
  const isDisabled = (sub: string | undefined) =>
    [...accounts.values()].some((a) => a.sub === sub && a.disabled);

  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => {};
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = await muteProviderNotices(
    () =>
      new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: options.redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
            // A client registers one method; oidc-provider refuses the others (e.g. _post).
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        jwks: {
          keys: [
            { ...signingKey.privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
          ],
        },
        pkce: { required: () => true },
        claims: {
          email: ['email', 'email_verified'],
          profile: ['name', 'given_name', 'family_name', 'locale'],
        },
        // Put the scope's claims into the ID token too, not only into userinfo.
        conformIdTokenClaims: false,
        // Cookies are marked Secure only when the request is https, so http on 127.0.0.1 works.
        cookies: { keys: [randomBytes(32).toString('base64url')] },
        features: { devInteractions: { enabled: false } },
        // Set explicitly only to keep the provider from printing notices about its defaults.
        ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 3600, Session: 86400, Grant: 86400 },
        // A disabled account is still found (the provider's session of it must load), but
        // the policy below makes it sign in again, which the login form refuses.
        findAccount: async (_ctx: unknown, sub: string) => {
          const account = [...accounts.values()].find((a) => a.sub === sub);
          return account && { accountId: sub, claims: async () => claimsOf(account) };
        },
        interactions: { policy: reauthenticateDisabled(interactionPolicy, isDisabled) },
        renderError: async (ctx: KoaContext, out: Record<string, string>) => {
          ctx.type = 'html';
          ctx.body = page('Sign-in failed', errorHtml(out));
        },
      }),
  );
  provider.on('server_error', (_ctx, error) => console.error('test OIDC provider:', error));

  const testProvider: TestProvider = {
    issuer,
    clientId,
    clientSecret,
    tamper: undefined,
    addAccount: (account) => accounts.set(account.email.toLowerCase(), { ...account }),
    disable: (email) => {
      const account = findByEmail(email);
      if (account) account.disabled = true;
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    const { tamper } = testProvider;
    if (!tamper || !ctx.path.endsWith('/token') || ctx.status !== 200) return;
    if (typeof body?.id_token !== 'string') return;
    const key = 'foreignKey' in tamper ? foreignKey.privateKey : signingKey.privateKey;
    const claims = 'claims' in tamper ? tamper.claims : {};
    ctx.body = { ...body, id_token: resignJwt(body.id_token, claims, key) };
  });

  const providerCallback = provider.callback();
  handle = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?\/?(?:\?|$)/.exec(
      req.url ?? '',
    );
    if (!match) return providerCallback(req, res);
    const isShow = req.method === 'GET' && !match[2];
    const action = isShow ? 'show' : req.method === 'POST' ? match[2] : undefined;
    runInteraction({ provider, req, res, uid: match[1]!, action, findByEmail }).catch((error) => {
      const { statusCode = 500, error_description } = error as {
        statusCode?: number;
        error_description?: string;
      };
      if (statusCode >= 500) console.error('test OIDC provider:', error);
      if (res.headersSent) return void res.end();
      const text = `${error}${error_description ? ` (${error_description})` : ''}`;
      sendHtml(res, statusCode, page('Sign-in failed', `<p>${escapeHtml(text)}</p>`));
    });
  };

  return testProvider;
}

/** The provider's own pages: the login form, the consent form and their submissions. */
async function runInteraction(input: {
  provider: Provider;
  req: IncomingMessage;
  res: ServerResponse;
  uid: string;
  action: string | undefined;
  findByEmail: (email: string) => ProviderAccount | undefined;
}): Promise<void> {
  const { provider, req, res, uid, action } = input;
  const details = await provider.interactionDetails(req, res);
  const finish = (result: Record<string, unknown>, mergeWithLastSubmission = false) =>
    provider.interactionFinished(req, res, result, { mergeWithLastSubmission });

  if (action === 'show' && details.prompt.name === 'login') {
    return sendHtml(res, 200, loginPage(uid));
  }
  if (action === 'show' && details.prompt.name === 'consent') {
    return sendHtml(res, 200, consentPage(uid, details));
  }
  if (action === 'login') {
    const form = await readForm(req);
    const account = input.findByEmail(form.get('login') ?? '');
    if (!account || account.password !== form.get('password')) {
      return sendHtml(res, 200, loginPage(uid, 'Wrong email or password'));
    }
    if (account.disabled) {
      return finish({ error: 'access_denied', error_description: 'The account is disabled' });
    }
    return finish({ login: { accountId: account.sub } });
  }
  if (action === 'confirm') {
    const grant = await grantConsent(provider, details);
    return finish({ consent: { grantId: await grant.save() } }, true);
  }
  if (action === 'abort') {
    return finish({ error: 'access_denied', error_description: 'The person cancelled' });
  }
  sendHtml(res, 404, page('Not found', '<p>This page does not exist.</p>'));
}

/** Creates or extends the client's grant with what the consent prompt says is missing. */
async function grantConsent(provider: Provider, details: InteractionDetails): Promise<Grant> {
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const grant =
    (details.grantId && (await provider.Grant.find(details.grantId))) ||
    new provider.Grant({
      accountId: details.session?.accountId ?? '',
      clientId: String(details.params.client_id),
    });
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant;
}

function claimsOf(account: ProviderAccount): Record<string, unknown> {
  const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
  return {
    sub: account.sub,
    email: account.email,
    email_verified: account.emailVerified ?? true,
    name: name || undefined,
    given_name: account.givenName,
    family_name: account.familyName,
    locale: account.locale,
  };
}

/** Re-signs a compact JWS (RS256) with the claims merged over its payload, keeping its header. */
function resignJwt(jwt: string, claims: Record<string, unknown>, key: KeyObject): string {
  const [header = '', payload = ''] = jwt.split('.');
  const merged = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...claims };
  const input = `${header}.${Buffer.from(JSON.stringify(merged)).toString('base64url')}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/**
 * The provider's usual prompts, plus: a session whose account was disabled since must sign in
 * again (as a company's provider ends a disabled person's sessions).
 */
function reauthenticateDisabled(
  policies: InteractionPolicy,
  isDisabled: (sub: string | undefined) => boolean,
) {
  const policy = policies.base();
  policy
    .get('login')
    .checks.add(
      new policies.Check('account_disabled', 'the account was disabled', (ctx) =>
        isDisabled(ctx.oidc.session?.accountId),
      ),
    );
  return policy;
}
