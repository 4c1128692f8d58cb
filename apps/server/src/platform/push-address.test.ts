import { describe, expect, it } from 'vitest';
import { isPublicAddress, PushEndpointNotAllowed, resolvePushEndpoint } from './push-address';

/** The endpoint guard of decision 039: where the server may send a push. */

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111'])(
    'counts %s as public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback elsewhere in 127/8', '127.8.9.10'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.20.1.1'],
    ['private 192.168/16', '192.168.178.1'],
    ['link-local', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.1.1'],
    ['unspecified', '0.0.0.0'],
    ['broadcast', '255.255.255.255'],
    ['multicast', '224.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique-local', 'fd12:3456::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['6to4 (embeds an IPv4 address)', '2002:c0a8:0101::1'],
    ['IPv4-compatible loopback (::/96)', '::7f00:1'],
    ['IPv4-compatible private (::/96)', '::a00:1'],
    ['IPv4-compatible public (::/96, deprecated)', '::5db8:d70e'],
    ['not an address', 'push.example'],
  ])('refuses %s (%s)', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('resolvePushEndpoint', () => {
  const strict = { allowLoopback: false };
  const loopback = { allowLoopback: true };

  it('allows the https port written out', async () => {
    await expect(
      resolvePushEndpoint('https://93.184.215.14:443/wpush/v2/abc', strict),
    ).resolves.toMatchObject({ address: '93.184.215.14' });
  });

  it('answers the address to connect to for an https endpoint on a public address', async () => {
    const resolved = await resolvePushEndpoint('https://93.184.215.14/wpush/v2/abc', strict);
    expect(resolved).toMatchObject({ address: '93.184.215.14', family: 4 });
    expect(resolved.url.pathname).toBe('/wpush/v2/abc');
  });

  it.each([
    ['http', 'http://93.184.215.14/push'],
    ['loopback by address', 'https://127.0.0.1/push'],
    ['loopback by name (DNS answer checked)', 'https://localhost/push'],
    ['IPv6 loopback', 'https://[::1]/push'],
    ['credentials', 'https://a:b@93.184.215.14/push'],
    ['IPv4-compatible loopback', 'https://[::7f00:1]/push'],
    ['a port other than 443', 'https://93.184.215.14:8443/push'],
    ['a port other than 443 (22)', 'https://93.184.215.14:22/push'],
    ['not a URL', 'not a url'],
  ])('refuses %s without PUSH_ALLOW_LOOPBACK', async (_, endpoint) => {
    await expect(resolvePushEndpoint(endpoint, strict)).rejects.toBeInstanceOf(
      PushEndpointNotAllowed,
    );
  });

  it('lets loopback through, over http or https, only with PUSH_ALLOW_LOOPBACK', async () => {
    await expect(resolvePushEndpoint('http://127.0.0.1:9/push', loopback)).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(resolvePushEndpoint('https://localhost/push', loopback)).resolves.toBeTruthy();
    await expect(resolvePushEndpoint('http://10.0.0.1/push', loopback)).rejects.toBeInstanceOf(
      PushEndpointNotAllowed,
    );
    await expect(resolvePushEndpoint('http://93.184.215.14/push', loopback)).rejects.toBeInstanceOf(
      PushEndpointNotAllowed,
    );
  });

  it('fails with the DNS error, not a refusal, when the host does not resolve', async () => {
    const failure = resolvePushEndpoint('https://push.invalid/x', strict);
    await expect(failure).rejects.toThrow();
    await expect(failure).rejects.not.toBeInstanceOf(PushEndpointNotAllowed);
  });
});
