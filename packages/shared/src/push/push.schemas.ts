import { z } from 'zod';

/** Longest push endpoint URL accepted (push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/**
 * POST /api/subscribe: the browser's `PushSubscription.toJSON()` (the Push API's
 * PushSubscriptionJSON: endpoint, expirationTime, keys; other fields are UNKNOWN_FIELD as
 * on every body). The keys are URL-safe base64: `p256dh` the device's P-256 public key (65
 * bytes, 87 characters), `auth` its 16-byte secret (22 characters); `keys` is a record in
 * that API, so further entries in it are ignored. Whose subscription it is comes from the
 * bearer token alone, never from the `userId` header the client also sends (spec §7).
 */
export const subscribeBodySchema = z.strictObject({
  endpoint: z.url({ error: 'INVALID' }).max(PUSH_ENDPOINT_MAX, { error: 'TOO_LONG' }),
  expirationTime: z.number({ error: 'INVALID' }).nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: 'REQUIRED' }).regex(/^[A-Za-z0-9_-]{87}=?$/, { error: 'INVALID' }),
      auth: z.string({ error: 'REQUIRED' }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, { error: 'INVALID' }),
    },
    { error: 'REQUIRED' },
  ),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** DELETE /api/subscribe: the endpoint of the caller's subscription to remove (logout). */
export const unsubscribeBodySchema = z.strictObject({
  endpoint: z.string({ error: 'REQUIRED' }).max(PUSH_ENDPOINT_MAX, { error: 'TOO_LONG' }),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

/** GET /api/subscribe/key: the VAPID public key (URL-safe base64) for `applicationServerKey`. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/**
 * What the service worker receives in a push (aes128gcm-encrypted by the server): the
 * notification type of rule 21, title and body already in the recipient's language, the
 * in-app address to open (path and hash route, e.g. `/#/newsfeed/<id>`, resolved against
 * the worker's origin) and a tag under which a repeat replaces the earlier one.
 */
export const pushMessageSchema = z.object({
  type: z.number().int(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
