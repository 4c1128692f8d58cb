import type { FastifyServerOptions } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { TrustProxy } from '../config/config';

/** Ranges a proxy in front of the API connects from: the host, a private network. */
const PROXY_NETWORKS = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal']);

function isOnPrivateNetwork(address: string): boolean {
  return ipaddr.isValid(address) && PROXY_NETWORKS.has(ipaddr.process(address).range());
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` (decision 057), which decides `request.ip`, the key
 * of the rate limits. A list of proxy addresses goes as it is. A number of proxies becomes
 * the trust function Fastify no longer builds from a number (it refuses hop counts, as a
 * client that reaches the API directly could name itself): the connecting peer is trusted
 * only on the host or a private network, where the proxy is, and then as many entries of
 * `X-Forwarded-For` from the right as there are proxies, so the client is the address the
 * outer proxy received the connection from.
 */
export function proxyTrust(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (address: string, hop: number) => hop < hops && (hop > 0 || isOnPrivateNetwork(address));
}
