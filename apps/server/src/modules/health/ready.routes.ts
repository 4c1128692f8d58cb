import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { assertReady } from './ready.service';

const readyAnswerSchema = z.object({ status: z.literal('ready') });

/**
 * GET /api/ready: 200 when this process may take traffic (the proxy's and compose's health
 * checks, decision 094); 503 SERVICE_UNAVAILABLE, MIGRATIONS_PENDING or MIGRATIONS_AHEAD
 * otherwise.
 */
export const readyRoutes =
  (database: Pick<Database, 'db' | 'ping'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['platform'],
          summary: 'Readiness: database reachable and migrated to this release',
          response: { 200: readyAnswerSchema },
        },
      },
      async () => {
        await assertReady(database);
        return { status: 'ready' as const };
      },
    );
  };
