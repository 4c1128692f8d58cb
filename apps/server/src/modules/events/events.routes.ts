import { IMAGE_MAX_BYTES } from '@cc/shared/activities/activities.schemas';
import { idParamsSchema } from '@cc/shared/common/paging';
import { AppError, fieldError } from '@cc/shared/errors/app-error';
import {
  createEventBodySchema,
  eventDetailSchema,
  eventPageSchema,
  eventProgressSchema,
  eventSchema,
  listEventsQuerySchema,
  listOpenEventsQuerySchema,
  myEventListSchema,
  myEventSchema,
  registerEventBodySchema,
  updateEventBodySchema,
} from '@cc/shared/events/events.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminContextOf, contextOf } from '../../platform/context';
import { readParts } from '../../platform/multipart';
import * as detail from './events.detail.service';
import * as image from './events.image.service';
import * as participation from './events.participation.service';
import * as service from './events.service';

/** Name of the multipart file field of an event's image. */
const IMAGE_FIELD = 'image';

/**
 * The one file of an event image upload, at most IMAGE_MAX_BYTES (413 beyond), like a photo:
 * 415 when the request is not multipart; no file, or a file under another field name, is
 * `image` REQUIRED; a malformed body is MALFORMED_REQUEST (readParts).
 */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  for await (const part of readParts(request, { fileSize: IMAGE_MAX_BYTES, files: 1 })) {
    if (part.type !== 'file') continue;
    if (part.name !== IMAGE_FIELD) break;
    return part.data;
  }
  throw fieldError(IMAGE_FIELD, 'REQUIRED');
}

/**
 * Events (participant spec §7 Events, admin spec §7 Events): the open list and one event for
 * everyone signed in, the admin table and writes, joining, my events and my progress.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];

  app.get(
    '/api/events/all',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Events I can join or follow: open ones unless `include` says otherwise',
        querystring: listOpenEventsQuerySchema,
        response: { 200: eventPageSchema },
      },
    },
    (request) => service.listOpenEvents(contextOf(request), request.query),
  );

  app.get(
    '/api/events/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One event',
        params: idParamsSchema,
        response: { 200: eventSchema },
      },
    },
    (request) => service.getEvent(contextOf(request), request.params.id),
  );

  app.get(
    '/api/events/:id/detail',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One event with its share of the target and its top ten, hidden ones too (admin)',
        params: idParamsSchema,
        response: { 200: eventDetailSchema },
      },
    },
    (request) => detail.getEventDetail(adminContextOf(request), request.params.id),
  );

  app.get(
    '/api/events/:id/progress',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My figures in a joined event, with the daily chart series (rule 14)',
        params: idParamsSchema,
        response: { 200: eventProgressSchema },
      },
    },
    (request) => participation.getEventProgress(contextOf(request), request.params.id),
  );

  app.get(
    '/api/events',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Search events by name (admin)',
        querystring: listEventsQuerySchema,
        response: { 200: eventPageSchema },
      },
    },
    (request) => service.listEvents(adminContextOf(request), request.query),
  );

  app.post(
    '/api/events',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create an event (admin)',
        body: createEventBodySchema,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) => {
      const event = await service.createEvent(adminContextOf(request), request.body);
      return reply.status(201).send(event);
    },
  );

  app.patch(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update an event (admin)',
        params: idParamsSchema,
        body: updateEventBodySchema,
        response: { 200: eventSchema },
      },
    },
    (request) => service.updateEvent(adminContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete an event with its activities, photos and participations (admin)',
        params: idParamsSchema,
        response: { 204: z.undefined().describe('Event deleted') },
      },
    },
    async (request, reply) => {
      await service.deleteEvent(adminContextOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/events/:id/image',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Set the event's image (admin): multipart field `image`, JPEG, PNG or WebP up to 10 MB",
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => {
      const upload = await readImage(request);
      return image.setEventImage(adminContextOf(request), request.params.id, upload);
    },
  );

  app.delete(
    '/api/events/:id/image',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Remove the event's image (admin)",
        params: idParamsSchema,
        response: { 200: eventSchema },
      },
    },
    (request) => image.removeEventImage(adminContextOf(request), request.params.id),
  );

  app.post(
    '/api/profile/registerEvent',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Join an event that has not ended',
        body: registerEventBodySchema,
        response: { 200: myEventSchema },
      },
    },
    (request) => participation.registerForEvent(contextOf(request), request.body.eventId),
  );

  app.get(
    '/api/profile/events',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The events I joined with my totals, end date newest first',
        response: { 200: myEventListSchema },
      },
    },
    (request) => participation.listMyEvents(contextOf(request)),
  );
};
