import {
  groupRankingQuerySchema,
  ownRankingSchema,
  rankingPageSchema,
  rankingQuerySchema,
  rankingSearchQuerySchema,
  teamRankingPageSchema,
} from '@cc/shared/rankings/rankings.schemas';
import { segmentsPageSchema, segmentsQuerySchema } from '@cc/shared/rankings/segments.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/context';
import * as service from './rankings.service';
import { getSegments } from './segments.service';

/**
 * Rankings (participant spec §7 Ranking, rules 15-16): all participants of an event,
 * the caller's friends, the caller's own standing, teams, and a name search within a
 * ranking. Without `event_id`, the caller's joined event with the latest end date.
 */
export const rankingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['rankings'];
  const config = { access: 'user' as const };

  app.get(
    '/api/activities/ranking/all',
    {
      config,
      schema: {
        tags,
        summary:
          'Every participant of an event ranked by total distance (ties share a rank), or of one group (userType, country)',
        querystring: groupRankingQuerySchema,
        response: { 200: rankingPageSchema },
      },
    },
    (request) => service.getAllRanking(contextOf(request), request.query),
  );

  app.get(
    '/api/activities/ranking/friends',
    {
      config,
      schema: {
        tags,
        summary: 'Me and my friends in an event, ranked among ourselves',
        querystring: rankingQuerySchema,
        response: { 200: rankingPageSchema },
      },
    },
    (request) => service.getFriendsRanking(contextOf(request), request.query),
  );

  app.get(
    '/api/activities/ranking/me',
    {
      config,
      schema: {
        tags,
        summary: 'My rank and totals in an event or one group of it (rank 0 when not joined)',
        querystring: groupRankingQuerySchema,
        response: { 200: ownRankingSchema },
      },
    },
    (request) => service.getMyRanking(contextOf(request), request.query),
  );

  app.get(
    '/api/activities/ranking/team',
    {
      config,
      schema: {
        tags,
        summary: "Every team ranked by its members' summed totals in an event",
        querystring: rankingQuerySchema,
        response: { 200: teamRankingPageSchema },
      },
    },
    (request) => service.getTeamRanking(contextOf(request), request.query),
  );

  app.get(
    '/api/activities/ranking/segments',
    {
      // Administrators too: they see the place of every group (decision 072).
      config: { access: 'authenticated' as const },
      schema: {
        tags,
        summary:
          'The group board of an event: participants grouped by user type, country or team, ranked by a metric',
        querystring: segmentsQuerySchema,
        response: { 200: segmentsPageSchema },
      },
    },
    (request) => getSegments(contextOf(request), request.query),
  );

  app.get(
    '/api/activities/ranking/:type/search',
    {
      config,
      schema: {
        tags,
        summary: 'Participants of the all or friends ranking whose name matches',
        params: z.object({ type: z.enum(['all', 'friends']) }),
        querystring: rankingSearchQuerySchema,
        response: { 200: rankingPageSchema },
      },
    },
    (request) => service.searchRanking(contextOf(request), request.params.type, request.query),
  );

  app.get(
    '/api/users/event/:eventId/ranking',
    {
      config,
      schema: {
        tags,
        summary: 'My rank and totals in one event (rank 0 when not joined)',
        params: z.object({ eventId: z.uuid({ error: 'NOT_FOUND' }) }),
        response: { 200: ownRankingSchema },
      },
    },
    (request) => service.getMyEventRanking(contextOf(request), request.params.eventId),
  );
};
