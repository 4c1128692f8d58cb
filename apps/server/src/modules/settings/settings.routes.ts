import { platformSettingsSchema } from '@cc/shared/events/events.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/settings: what clients need to agree with the server, today the time zone. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: "The platform's settings: its time zone",
        response: { 200: platformSettingsSchema },
      },
    },
    () => ({ timeZone: app.deps.config.timeZone }),
  );
};
