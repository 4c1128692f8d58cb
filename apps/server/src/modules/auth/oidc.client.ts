import * as client from 'openid-client';
import type { OidcConfig } from '../../config/config';

/** Seconds the provider may take to answer discovery and the token request. */
const PROVIDER_TIMEOUT_SECONDS = 10;

const configurations = new WeakMap<OidcConfig, Promise<client.Configuration>>();

/**
 * The provider as openid-client knows it, from its discovery document, once per process and
 * configuration. Discovery happens at the first sign-in, not at start-up, so the app starts
 * while the provider is away; a failed discovery is forgotten and tried again next time. The
 * signing keys are the library's concern: it fetches the key set and again for a new key.
 */
export function providerConfiguration(oidc: OidcConfig): Promise<client.Configuration> {
  let configuration = configurations.get(oidc);
  if (!configuration) {
    configuration = discover(oidc);
    configurations.set(oidc, configuration);
    configuration.catch(() => configurations.delete(oidc));
  }
  return configuration;
}

async function discover(oidc: OidcConfig): Promise<client.Configuration> {
  const auth = oidc.clientSecret ? client.ClientSecretBasic(oidc.clientSecret) : client.None();
  const configuration = await client.discovery(
    new URL(oidc.issuer),
    oidc.clientId,
    undefined,
    auth,
    {
      execute: [
        // The ID token's signature is checked against the provider's published keys too:
        // openid-client would otherwise trust the TLS connection of the token request alone.
        client.enableNonRepudiationChecks,
        // Only an issuer on this machine may be plain http (config.ts refuses any other).
        ...(oidc.insecureLoopback ? [client.allowInsecureRequests] : []),
      ],
      timeout: PROVIDER_TIMEOUT_SECONDS,
    },
  );
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  return configuration;
}
