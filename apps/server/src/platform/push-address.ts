import dns from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send a push (decision 039). A subscription names a URL the server
 * will later call on its own, so it must not become a way into the server's own network:
 * only https, and only hosts whose every address is public unicast. ipaddr.js keeps the
 * special ranges (private, loopback, link-local, unique-local, multicast, unspecified,
 * carrier-grade NAT, reserved, the IPv6 transition ranges that embed an IPv4 address);
 * everything outside them is `unicast`, except the IPv4-compatible ::/96, refused here.
 * Only the https port: 443.
 */

/** An endpoint the server refuses to send to (PUSH_ENDPOINT_NOT_ALLOWED). */
export class PushEndpointNotAllowed extends Error {}

/** Whether the server allows loopback endpoints (PUSH_ALLOW_LOOPBACK, tests only). */
export interface EndpointPolicy {
  allowLoopback: boolean;
}

/** An allowed endpoint with the address the connection must go to. */
export interface ResolvedEndpoint {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** The address with an IPv4-mapped IPv6 address (::ffff:10.0.0.1) read as the IPv4 one. */
function parse(address: string) {
  return ipaddr.process(address);
}

/**
 * Whether an IPv6 address is IPv4-compatible (::/96, deprecated by RFC 4291): its last 32
 * bits are an IPv4 address (`::7f00:1` is 127.0.0.1) that ipaddr.js counts as unicast.
 */
function isIpv4Compatible(parsed: ReturnType<typeof parse>): boolean {
  return (
    parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0)
  );
}

/** Whether `address` is public unicast: outside every special-purpose range. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = parse(address);
  return parsed.range() === 'unicast' && !isIpv4Compatible(parsed);
}

/** Whether `address` is a loopback address (127.0.0.0/8, ::1). */
export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && parse(address).range() === 'loopback';
}

/** Every address `hostname` stands for: itself when it is one, else all that DNS answers. */
async function addressesOf(hostname: string): Promise<Array<{ address: string; family: number }>> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(bare)) return [{ address: bare, family: bare.includes(':') ? 6 : 4 }];
  return dns.lookup(bare, { all: true, verbatim: true });
}

/**
 * Checks a push endpoint and resolves its host: https with every address public, or (when
 * the policy allows loopback) http or https with every address loopback. Throws
 * PushEndpointNotAllowed when the URL or any address is not allowed; a failed DNS lookup
 * throws its own error (the caller decides whether that is a refusal or worth a retry).
 * Called when a subscription is stored and again right before each send, whose connection
 * goes to the address answered here, so a name that resolves elsewhere later (DNS
 * rebinding) cannot redirect it.
 */
export async function resolvePushEndpoint(
  endpoint: string,
  policy: EndpointPolicy,
): Promise<ResolvedEndpoint> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointNotAllowed('not a URL');
  }
  if (url.username || url.password) throw new PushEndpointNotAllowed('credentials in the URL');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowLoopback)) {
    throw new PushEndpointNotAllowed(`scheme ${url.protocol} is not allowed`);
  }
  // Push services listen on 443; another port would let a subscription reach a service the
  // push host runs beside it. (The URL drops an explicit :443, so the port is then empty.)
  if (url.port !== '' && !policy.allowLoopback) {
    throw new PushEndpointNotAllowed(`port ${url.port} is not allowed`);
  }
  const addresses = await addressesOf(url.hostname);
  const allowed = (address: string) =>
    url.protocol === 'https:'
      ? isPublicAddress(address) || (policy.allowLoopback && isLoopbackAddress(address))
      : isLoopbackAddress(address);
  const refused = addresses.find((a) => !allowed(a.address));
  if (addresses.length === 0 || refused) {
    throw new PushEndpointNotAllowed(
      `${url.hostname} resolves to ${refused?.address ?? 'nothing'}`,
    );
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
