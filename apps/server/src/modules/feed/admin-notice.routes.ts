import { idParamsSchema, messageSchema } from '@cc/shared/common/paging';
import {
  adminNoticeBodySchema,
  adminNoticeListSchema,
  adminNoticeSchema,
} from '@cc/shared/feed/feed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContextOf, contextOf } from '../../platform/context';
import * as service from './admin-notice.service';

/**
 * The pinned feed notice (participant spec §7, rule 24): everyone signed in reads it,
 * administrators set, change and remove it.
 */
export const adminNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['feed'];

  app.get(
    '/api/activities/newFeedsAdmin',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The pinned feed notice: one doc, or none',
        response: { 200: adminNoticeListSchema },
      },
    },
    (request) => service.findAdminNotices(contextOf(request)),
  );

  app.post(
    '/api/activities/adminCreate',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set the pinned feed notice, replacing the existing one (admin)',
        body: adminNoticeBodySchema,
        response: { 201: adminNoticeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createAdminNotice(adminContextOf(request), request.body)),
  );

  app.patch(
    '/api/activities/adminUpdate/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change the pinned feed notice (admin)',
        params: idParamsSchema,
        body: adminNoticeBodySchema,
        response: { 200: adminNoticeSchema },
      },
    },
    (request) =>
      service.updateAdminNotice(adminContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/activities/adminDelete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Remove the pinned feed notice (admin)',
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.deleteAdminNotice(adminContextOf(request), request.params.id),
  );
};
