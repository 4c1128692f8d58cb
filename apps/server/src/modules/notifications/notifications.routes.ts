import { idParamsSchema, messageSchema, pageQuerySchema } from '@cc/shared/common/paging';
import { notificationPageSchema } from '@cc/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/context';
import * as service from './notifications.service';

/**
 * Notifications (participant spec §7 Notifications, rule 21): the caller's list with
 * the unread count, marking all read, deleting one or all. Only ever the caller's own.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My notifications, newest first, with how many are unread',
        querystring: pageQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    (request) => service.listNotifications(contextOf(request), request.query),
  );

  app.post(
    '/api/notifications/read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 204: z.undefined().describe('All read') },
      },
    },
    async (request, reply) => {
      await service.markAllNotificationsRead(contextOf(request));
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/notifications/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete one of my notifications',
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.deleteNotification(contextOf(request), request.params.id),
  );

  app.delete(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete all my notifications',
        response: { 200: messageSchema },
      },
    },
    (request) => service.deleteAllNotifications(contextOf(request)),
  );
};
