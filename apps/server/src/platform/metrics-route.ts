import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@cc/shared/errors/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';

/** The token of `Authorization: Bearer <token>`, whatever its characters; null otherwise. */
function presentedToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * Whether `presented` is the token, in a time that does not depend on where they differ:
 * both are hashed first, so neither their contents nor their lengths show in the timing.
 */
function isMetricsToken(presented: string | null, token: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented ?? ''), digest(token)) && presented !== null;
}

/**
 * Times every request into `metrics` and serves GET /metrics to the bearer of `token`
 * (decision 094). Register before the routes: the hooks then hold for all of them. The
 * route label is the matched pattern (`/api/events/:id`), never the URL, so no id or
 * address reaches a label; a request no route matched counts as `unmatched`.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string) {
  const running = new WeakMap<FastifyRequest, ReturnType<Metrics['startRequest']>>();
  app.addHook('onRequest', async (request, reply) => {
    const end = metrics.startRequest();
    running.set(request, end);
    // 'close' follows the answer (which onResponse has timed), and also a connection the
    // client dropped before any answer: that one leaves the in-flight count untimed.
    reply.raw.once('close', () => end());
  });
  app.addHook('onResponse', async (request, reply) => {
    running.get(request)?.({
      route: request.routeOptions.url,
      method: request.method,
      status: reply.statusCode,
    });
  });
  app.addHook('onClose', () => metrics.registry.clear());

  app.get(
    '/metrics',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!isMetricsToken(presentedToken(request), token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHORIZED');
      }
      const body = await metrics.registry.metrics();
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(body);
    },
  );
}
