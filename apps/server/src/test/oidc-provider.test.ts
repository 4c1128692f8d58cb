import * as oidc from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from './oidc-provider';
import { type ProviderCookieJar, signInAtProvider } from './oidc-provider-person';

/**
 * The test provider behaves like a real one towards a standard client (openid-client): it
 * signs people in, asks for consent, remembers them and can hand out tokens the client must
 * refuse.
 */
const redirectUri = 'http://127.0.0.1:9/callback';
const ada = { sub: 'ada-1', email: 'ada@example.com', password: 'analytical-engine' };

let provider: TestProvider;
let config: oidc.Configuration;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [redirectUri] });
  provider.addAccount({ ...ada, givenName: 'Ada', familyName: 'Lovelace', locale: 'en-GB' });
  provider.addAccount({ sub: 'bob-1', email: 'bob@example.com', password: 'pw', disabled: true });
  config = await discover();
});

function discover(...execute: ((config: oidc.Configuration) => void)[]) {
  return oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    undefined,
    oidc.ClientSecretBasic(provider.clientSecret),
    { execute: [oidc.allowInsecureRequests, ...execute] },
  );
}

afterAll(() => provider.close());

afterEach(() => {
  provider.tamper = undefined;
});

/** Starts an authorization request as the app would and keeps what the callback checks. */
async function startSignIn() {
  const checks = {
    pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
    expectedState: oidc.randomState(),
    expectedNonce: oidc.randomNonce(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: checks.expectedState,
    nonce: checks.expectedNonce,
  });
  return { url: url.href, checks };
}

function exchange(callbackUrl: string, checks: oidc.AuthorizationCodeGrantChecks, client = config) {
  return oidc.authorizationCodeGrant(client, new URL(callbackUrl), checks);
}

describe('test OIDC provider', () => {
  it('signs a person in with consent and issues an ID token carrying their email and name', async () => {
    const { url, checks } = await startSignIn();
    const callback = await signInAtProvider(url, { ...ada, consent: 'allow' });

    const tokens = await exchange(callback, checks);

    expect(tokens.claims()).toMatchObject({
      iss: provider.issuer,
      aud: provider.clientId,
      sub: ada.sub,
      email: ada.email,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
      locale: 'en-GB',
    });
  });

  it('shows the login form again after a wrong password', async () => {
    const { url } = await startSignIn();

    await expect(signInAtProvider(url, { ...ada, password: 'wrong' })).rejects.toThrow(
      'Wrong email or password',
    );
  });

  it('sends a disabled account back to the app with access_denied', async () => {
    const { url } = await startSignIn();

    const callback = new URL(
      await signInAtProvider(url, { email: 'bob@example.com', password: 'pw' }),
    );

    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toBe('The account is disabled');
  });

  it('sends a person who cancels consent back to the app with access_denied', async () => {
    const { url } = await startSignIn();

    const callback = new URL(await signInAtProvider(url, { ...ada, consent: 'deny' }));

    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('remembers a signed-in person and does not ask for the password again', async () => {
    const jar: ProviderCookieJar = new Map();
    const first = await startSignIn();
    await exchange(await signInAtProvider(first.url, ada, jar), first.checks);

    // A wrong password would make the helper throw if the login form were shown.
    const second = await startSignIn();
    const callback = await signInAtProvider(second.url, { ...ada, password: 'not-asked' }, jar);

    expect((await exchange(callback, second.checks)).claims()?.sub).toBe(ada.sub);
  });

  it('can issue an ID token for another audience, which the client refuses', async () => {
    provider.tamper = { claims: { aud: 'other' } };
    const { url, checks } = await startSignIn();

    await expect(exchange(await signInAtProvider(url, ada), checks)).rejects.toMatchObject({
      cause: { message: 'unexpected JWT "aud" (audience) claim value' },
    });
  });

  it('can sign the ID token with a key it does not publish, which a checking client refuses', async () => {
    provider.tamper = { foreignKey: true };
    const { url, checks } = await startSignIn();
    // openid-client checks the signature of a token endpoint's ID token only when asked to:
    // over TLS the connection itself vouches for the issuer (OIDC Core 3.1.3.7).
    const checkingClient = await discover(oidc.enableNonRepudiationChecks);

    const callback = await signInAtProvider(url, ada);

    await expect(exchange(callback, checks, checkingClient)).rejects.toMatchObject({
      cause: { message: 'JWT signature verification failed' },
    });
  });
});
