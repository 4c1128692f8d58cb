import { AppError } from '@cc/shared/errors/app-error';
import type { PushKey, SubscribeBody } from '@cc/shared/push/push.schemas';
import type { ServiceContext, SignedInContext } from '../../platform/context';
import type { PushSender } from '../../platform/push';
import { PushEndpointNotAllowed, resolvePushEndpoint } from '../../platform/push-address';
import * as repo from './push.repository';

/**
 * Devices kept per account; subscribing another drops the oldest. Every notification is
 * sent to each of them, so without a bound one account could make the server send any
 * number of requests per like to addresses of its choosing.
 */
export const DEVICES_PER_USER = 20;

/** The process's push sender; SERVICE_UNAVAILABLE where none is configured (API-only tests). */
function senderOf(ctx: ServiceContext): PushSender {
  if (!ctx.push) throw new AppError('SERVICE_UNAVAILABLE');
  return ctx.push;
}

/** The VAPID public key the browser subscribes with (GET /api/subscribe/key). */
export function getPushKey(ctx: ServiceContext): PushKey {
  return { publicKey: senderOf(ctx).publicKey };
}

/**
 * Stores the caller's subscription (POST /api/subscribe). It belongs to the signed-in
 * account whatever the request's `userId` header says; an endpoint another account had on
 * this browser moves to the caller. The endpoint must be one the server may send to
 * (PUSH_ENDPOINT_NOT_ALLOWED otherwise, also when its host does not resolve). Answers
 * whether anything changed (false: this account already had exactly this subscription).
 * An account keeps its DEVICES_PER_USER newest subscriptions.
 */
export async function subscribe(ctx: SignedInContext, body: SubscribeBody): Promise<boolean> {
  const sender = senderOf(ctx);
  try {
    await resolvePushEndpoint(body.endpoint, sender.policy);
  } catch (err) {
    if (!(err instanceof PushEndpointNotAllowed)) {
      ctx.log.info({ err }, 'push endpoint did not resolve');
    }
    throw new AppError('PUSH_ENDPOINT_NOT_ALLOWED');
  }
  const stored = await repo.upsertSubscription(ctx.db, {
    userId: ctx.user.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
  if (stored) await repo.trimSubscriptions(ctx.db, ctx.user.id, DEVICES_PER_USER);
  return stored;
}

/** Removes the caller's subscription of `endpoint` (DELETE /api/subscribe, at logout). */
export async function unsubscribe(ctx: SignedInContext, endpoint: string): Promise<void> {
  await repo.deleteOwnSubscription(ctx.db, ctx.user.id, endpoint);
}
