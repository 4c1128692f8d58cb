import {
  idempotentHeadersSchema,
  myActivitiesQuerySchema,
} from '@cc/shared/activities/activities.requests';
import {
  activityFieldsSchema,
  activityPageSchema,
  activitySchema,
  updateActivityFieldsSchema,
} from '@cc/shared/activities/activities.schemas';
import { idParamsSchema, messageSchema } from '@cc/shared/common/paging';
import { entryCheckSchema } from '@cc/shared/fair-play/fair-play.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/context';
import { readActivityBody } from './activities.body';
import * as service from './activities.service';

const consumes = ['application/json', 'multipart/form-data'];
const imageParamsSchema = z.object({ imageId: z.uuid({ error: 'NOT_FOUND' }) });
const checkQuerySchema = z.object({ activityId: z.uuid({ error: 'NOT_FOUND' }).optional() });

/**
 * Activities (participant spec §7 Activities): log, edit, delete and list one's own
 * activities and remove their photos. Reading one activity is the feed's post read
 * (GET /api/activities/:id in modules/feed), which applies the privacy rules. Bodies are JSON or multipart/form-data (DESIGN §4),
 * read by readActivityBody and validated with the shared schemas.
 */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['activities'];

  app.post(
    '/api/activities/check',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'What the fair play checks would say of an entry (flags, status) before it is saved; activityId for an edit',
        body: activityFieldsSchema,
        querystring: checkQuerySchema,
        response: { 200: entryCheckSchema },
      },
    },
    (request) =>
      service.checkActivityEntry(contextOf(request), request.body, request.query.activityId),
  );

  app.post(
    '/api/activities',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Log an activity: fields eventId, date, distanceKm and/or distanceMile, notice; up to 3 files `images`',
        consumes,
        headers: idempotentHeadersSchema,
        response: { 201: activitySchema },
      },
    },
    async (request, reply) => {
      const body = await readActivityBody(request, activityFieldsSchema);
      const key = request.headers['idempotency-key'];
      const answer = await service.createActivity(contextOf(request), body, key);
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );

  app.patch(
    '/api/activities/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Edit my activity; new files `images` are added to the existing photos',
        consumes,
        params: idParamsSchema,
        response: { 200: activitySchema },
      },
    },
    async (request) => {
      const body = await readActivityBody(request, updateActivityFieldsSchema);
      return service.updateActivity(contextOf(request), request.params.id, body);
    },
  );

  app.delete(
    '/api/activities/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete my activity',
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.deleteActivity(contextOf(request), request.params.id),
  );

  app.get(
    '/api/profile/myActivities',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My activities, newest date first (optionally of one event)',
        querystring: myActivitiesQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    (request) => service.findMyActivities(contextOf(request), request.query),
  );

  app.delete(
    '/api/images/:imageId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove a photo of my activity',
        params: imageParamsSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.deleteActivityImage(contextOf(request), request.params.imageId),
  );
};
