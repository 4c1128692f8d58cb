import { AppError } from '@cc/shared/errors/app-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthAnswerSchema = z.object({
  /** `degraded` while Redis is away: everything works, the limits count in the database. */
  status: z.enum(['ok', 'degraded']),
  /** Whether Redis counts the rate limits; absent where REDIS_URL is not set (decision 058). */
  redis: z.enum(['up', 'down']).optional(),
});

/**
 * GET /api/health: 200 once the server can serve requests, 503 while the database is away.
 * A Redis outage keeps it 200 (the limits hold through the database) and says so.
 */
export const healthRoutes =
  (
    ping: () => Promise<boolean>,
    checkRedis: () => Promise<'up' | 'down' | undefined> = async () => undefined,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary: 'Liveness, database reachability and Redis state',
          response: { 200: healthAnswerSchema },
        },
      },
      async () => {
        const [database, redis] = await Promise.all([ping(), checkRedis()]);
        if (!database) throw new AppError('SERVICE_UNAVAILABLE');
        if (!redis) return { status: 'ok' as const };
        return { status: redis === 'up' ? ('ok' as const) : ('degraded' as const), redis };
      },
    );
  };
