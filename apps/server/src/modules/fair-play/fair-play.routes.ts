import { idParamsSchema } from '@cc/shared/common/paging';
import {
  bulkReviewBodySchema,
  bulkReviewResultSchema,
  fairPlaySchema,
  fairPlaySettingsSchema,
  reviewBodySchema,
  reviewCountSchema,
  reviewPageSchema,
  reviewQuerySchema,
  reviewResultSchema,
} from '@cc/shared/fair-play/fair-play.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContextOf } from '../../platform/context';
import { getReviewCount, getReviewQueue } from './fair-play.queue';
import { reviewActivities, reviewActivity } from './fair-play.review';
import { getFairPlay, putFairPlay } from './fair-play.service';

/**
 * Fair play (issue 25, decision 071): an event's checks and thresholds, the organiser's
 * review queue and the decisions on activities. All for administrators; the checks
 * themselves run inside activity writes (modules/activities).
 */
export const fairPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['fair play'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/events/:id/fairPlay',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The event’s fair play checks and thresholds (the defaults until saved)',
        params: idParamsSchema,
        response: { 200: fairPlaySchema },
      },
    },
    (request) => getFairPlay(adminContextOf(request), request.params.id),
  );

  app.put(
    '/api/events/:id/fairPlay',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Save the event’s fair play checks and thresholds, for entries from now on',
        params: idParamsSchema,
        body: fairPlaySettingsSchema,
        response: { 200: fairPlaySchema },
      },
    },
    (request) => putFairPlay(adminContextOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/review',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Activities waiting for review, newest first, with the evidence',
        querystring: reviewQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    (request) => getReviewQueue(adminContextOf(request), request.query),
  );

  app.get(
    '/api/admin/review/count',
    {
      config: admin,
      schema: {
        tags,
        summary: 'How many activities wait for review, flagged and held',
        response: { 200: reviewCountSchema },
      },
    },
    (request) => getReviewCount(adminContextOf(request)),
  );

  app.post(
    '/api/activities/:id/review',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Approve, exclude (with a reason) or reinstate an activity',
        params: idParamsSchema,
        body: reviewBodySchema,
        response: { 200: reviewResultSchema },
      },
    },
    (request) => reviewActivity(adminContextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/review/bulk',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Approve or exclude several activities at once, all or none',
        body: bulkReviewBodySchema,
        response: { 200: bulkReviewResultSchema },
      },
    },
    (request) => reviewActivities(adminContextOf(request), request.body),
  );
};
