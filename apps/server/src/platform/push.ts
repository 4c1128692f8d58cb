import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PushMessage } from '@cc/shared/push/push.schemas';
import webpush from 'web-push';
import {
  type EndpointPolicy,
  PushEndpointNotAllowed,
  type ResolvedEndpoint,
  resolvePushEndpoint,
} from './push-address';
import type { VapidKeys } from './vapid-keys';

/**
 * Web Push to participants' devices (rule 22, issue 12, decision 039): one encrypted
 * message (aes128gcm, RFC 8291) with a VAPID signature (RFC 8292) to one subscription.
 * web-push builds the request; this module sends it itself, over a connection pinned to
 * the address the endpoint check just approved, which web-push's own sender cannot do.
 * The push job (modules/push) decides what to send to whom and what to do with the outcome.
 */

/** A stored subscription: the push service's URL and the device's keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * How a send ended, when it did not fail for now: `sent`; `gone` (404 or 410: the push
 * service no longer knows the subscription); `refused` (the endpoint is not allowed any
 * more, or its keys cannot encrypt). Both of the latter mean the subscription is useless.
 * A transient failure (network, timeout, DNS, any other status) throws PushFailed.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused';

/** A send that may work later: the push service was unreachable or answered `status`. */
export class PushFailed extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with (GET /api/subscribe/key). */
  readonly publicKey: string;
  /** Which endpoints may be stored and sent to. */
  readonly policy: EndpointPolicy;
  /** Sends one message to one subscription. */
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export interface PushSenderOptions {
  keys: VapidKeys;
  /** mailto: or https: contact for the push services. */
  subject: string;
  allowLoopback: boolean;
  /** How long one push service may take to answer. 8 s. */
  timeoutMs?: number;
}

/** A day: a push that could not be delivered by then is dropped by the push service. */
const TTL_SECONDS = 24 * 60 * 60;

/** Node's lookup answering the approved address only: the connection cannot go elsewhere. */
function pinnedLookup(resolved: ResolvedEndpoint): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: resolved.address, family: resolved.family }]);
    else callback(null, resolved.address, resolved.family);
  };
}

/** POSTs the built request to the approved address; answers the response status. */
function post(
  resolved: ResolvedEndpoint,
  details: { headers: Record<string, string | number>; body: Buffer | null },
  timeoutMs: number,
): Promise<number> {
  const client = resolved.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      resolved.url,
      {
        method: 'POST',
        headers: details.headers,
        lookup: pinnedLookup(resolved),
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/** The sender with the server's VAPID keys. */
export function createPushSender(opts: PushSenderOptions): PushSender {
  const policy: EndpointPolicy = { allowLoopback: opts.allowLoopback };
  const timeoutMs = opts.timeoutMs ?? 8_000;
  return {
    publicKey: opts.keys.publicKey,
    policy,
    async send(target, message) {
      let resolved: ResolvedEndpoint;
      try {
        resolved = await resolvePushEndpoint(target.endpoint, policy);
      } catch (err) {
        if (err instanceof PushEndpointNotAllowed) return 'refused';
        throw new PushFailed(`cannot resolve the endpoint: ${(err as Error).message}`);
      }
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: { subject: opts.subject, ...opts.keys },
            TTL: TTL_SECONDS,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
          },
        );
      } catch {
        // The device's key is not a point on the curve: nothing can ever be encrypted for it.
        return 'refused';
      }
      let status: number;
      try {
        status = await post(resolved, details, timeoutMs);
      } catch (err) {
        throw new PushFailed(`push service unreachable: ${(err as Error).message}`);
      }
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) return 'gone';
      throw new PushFailed(`push service answered ${status}`, status);
    },
  };
}
