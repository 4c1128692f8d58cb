import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushMessage } from '@cc/shared/push/push.schemas';
import ece from 'http_ece';

/**
 * A push service on loopback for tests (decision 039; the server needs
 * PUSH_ALLOW_LOOPBACK). It plays the browser's side too: each subscription it hands out
 * has a real P-256 key pair and auth secret, and every push it receives is checked the
 * way a push service and a browser would: the VAPID `Authorization: vapid t=…, k=…`
 * header's JWT must be signed by that key for the endpoint's origin, and the aes128gcm
 * body is decrypted with the subscription's private key. A push that fails either check
 * is answered 400 and recorded as `problem`, so a test sees it.
 */

/** A push as the device would read it. */
export interface ReceivedPush {
  /** The subscription's id (the last path segment of its endpoint). */
  subscription: string;
  message: PushMessage;
  headers: http.IncomingHttpHeaders;
  /** The VAPID JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
}

/**
 * A device's subscription: the id the service knows it by, and what the browser's
 * `PushSubscription` holds. Like the browser's, it serializes (`toJSON`, also of a copy
 * with fields changed) to the body a page posts: endpoint, expirationTime and keys.
 */
export interface TestSubscription {
  id: string;
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
  toJSON(): object;
}

export interface TestPushService {
  /** Origin of the service, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Pushes received and accepted, in order. */
  received: ReceivedPush[];
  /** Requests that failed the VAPID or decryption check. */
  problems: string[];
  /** A new subscription with fresh keys at this service. */
  subscribe(): TestSubscription;
  /**
   * The statuses to answer the next pushes to `id` with, one per push (then 201 again):
   * 410 or 404 for a subscription the service forgot, 500 for an outage.
   */
  answer(id: string, ...statuses: number[]): void;
  /** Pushes received for one subscription. */
  pushesTo(id: string): ReceivedPush[];
  close(): Promise<void>;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** Checks the VAPID header: the JWT's ES256 signature by key `k`; answers its claims. */
function verifyVapid(authorization: string | undefined): ReceivedPush['claims'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()).alg;
  if (alg !== 'ES256') throw new Error(`JWT alg ${alg}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('JWT signature does not verify with k');
  return JSON.parse(Buffer.from(payload, 'base64url').toString());
}

/** Starts the service on 127.0.0.1 (a free port). */
export async function startTestPushService(): Promise<TestPushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; answers: number[] }>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const device = devices.get(id);
      if (!device) {
        res.writeHead(404).end();
        return;
      }
      const status = device.answers.shift() ?? 201;
      if (status >= 300) {
        res.writeHead(status).end();
        return;
      }
      try {
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const claims = verifyVapid(req.headers.authorization);
        if (claims.aud !== origin) throw new Error(`aud ${claims.aud}, expected ${origin}`);
        if (claims.exp * 1000 < Date.now()) throw new Error('JWT expired');
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: b64url(device.auth),
        });
        received.push({
          subscription: id,
          message: JSON.parse(plain.toString('utf8')),
          headers: req.headers,
          claims,
        });
        res.writeHead(status).end();
      } catch (err) {
        problems.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    problems,
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, answers: [] });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        toJSON(this: TestSubscription) {
          return { endpoint: this.endpoint, expirationTime: this.expirationTime, keys: this.keys };
        },
      };
    },
    answer(id, ...statuses) {
      devices.get(id)?.answers.push(...statuses);
    },
    pushesTo(id) {
      return received.filter((p) => p.subscription === id);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
