import { platformSettingsSchema } from '@cc/shared/settings/settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPlatformSettings } from './settings.service';

/**
 * GET /api/settings: what clients need before anyone signs in (the login page links the
 * imprint and the privacy notice), so it is public.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: "The platform's settings: its time zone and the operator's pages",
        response: { 200: platformSettingsSchema },
      },
    },
    () => getPlatformSettings(app.deps.config),
  );
};
