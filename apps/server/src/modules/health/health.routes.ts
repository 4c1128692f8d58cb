import { AppError } from '@cc/shared/errors/app-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/health: 200 once the server can serve requests, 503 while the database is away. */
export const healthRoutes =
  (ping: () => Promise<boolean>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary: 'Liveness and database reachability',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => {
        if (!(await ping())) throw new AppError('SERVICE_UNAVAILABLE');
        return { status: 'ok' as const };
      },
    );
  };
