import {
  pushKeySchema,
  subscribeBodySchema,
  unsubscribeBodySchema,
} from '@cc/shared/push/push.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, publicContextOf } from '../../platform/context';
import * as service from './push.service';

/**
 * Push subscriptions (admin-and-shell §4 Push subscription and §7 Start-up and push,
 * decision 039): the server's public key, storing the device's subscription for the
 * signed-in account, removing it at logout.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['push'];

  app.get(
    '/api/subscribe/key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The VAPID public key to subscribe with',
        response: { 200: pushKeySchema },
      },
    },
    (request) => service.getPushKey(publicContextOf(request)),
  );

  app.post(
    '/api/subscribe',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "Store this device's push subscription for me (the userId header is ignored)",
        body: subscribeBodySchema,
        response: {
          200: z.object({ msg: z.literal('SUBSCRIBED') }),
          304: z.undefined().describe('I already have this subscription'),
        },
      },
    },
    async (request, reply) => {
      const stored = await service.subscribe(contextOf(request), request.body);
      return stored ? { msg: 'SUBSCRIBED' as const } : reply.status(304).send();
    },
  );

  app.delete(
    '/api/subscribe',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Remove my subscription of this endpoint (logout)',
        body: unsubscribeBodySchema,
        response: { 204: z.undefined().describe('Removed, or it was not mine') },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(contextOf(request), request.body.endpoint);
      return reply.status(204).send();
    },
  );
};
