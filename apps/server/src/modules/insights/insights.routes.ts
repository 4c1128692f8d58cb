import {
  insightsSchema,
  participationGroupsBodySchema,
  participationGroupsSchema,
} from '@cc/shared/insights/insights.schemas';
import { segmentDimensions } from '@cc/shared/rankings/segments.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminContextOf } from '../../platform/context';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/spreadsheet';
import * as service from './insights.service';

const params = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** A streamed workbook answer of a download route. */
function xlsxResponse(description: string) {
  return {
    200: {
      description,
      content: { [XLSX_CONTENT_TYPE]: { schema: z.string().describe('binary') } },
    },
  };
}

/**
 * The organiser's live figures of an event (issue 26, decision 072), administrators only:
 * the insights and their two downloads, the group board and the days; and the correction
 * of a participation's groups.
 */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['insights'];
  const config = { access: 'admin' as const };

  app.get(
    '/api/events/:id/insights',
    {
      config,
      schema: {
        tags,
        summary:
          'Participation, km against the target and forecast, days and groups of an event (admin)',
        params,
        response: { 200: insightsSchema },
      },
    },
    (request) => service.getInsights(adminContextOf(request), request.params.id),
  );

  app.get(
    '/api/events/:id/insights/groups.xlsx',
    {
      config,
      schema: {
        tags,
        summary: 'The group board of an event as an .xlsx workbook (admin)',
        params,
        querystring: z.object({
          by: z.enum(segmentDimensions, { error: 'GROUPING_INVALID' }).default('userType'),
        }),
        response: xlsxResponse('groups_<by>_<event>.xlsx'),
      },
    },
    async (request, reply) => {
      const ctx = adminContextOf(request);
      const download = await service.exportGroups(ctx, request.params.id, request.query.by);
      sendXlsx(reply, download.fileName, download.sheet);
      return reply;
    },
  );

  app.get(
    '/api/events/:id/insights/days.xlsx',
    {
      config,
      schema: {
        tags,
        summary:
          'Every day of an event (km, activities, new participants) as an .xlsx workbook (admin)',
        params,
        response: xlsxResponse('days_<event>.xlsx'),
      },
    },
    async (request, reply) => {
      const download = await service.exportDays(adminContextOf(request), request.params.id);
      sendXlsx(reply, download.fileName, download.sheet);
      return reply;
    },
  );

  app.patch(
    '/api/events/:id/participants/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Correct the user type or country a participation copied on joining (admin)',
        params: params.extend({ userId: z.uuid({ error: 'NOT_FOUND' }) }),
        body: participationGroupsBodySchema,
        response: { 200: participationGroupsSchema },
      },
    },
    (request) =>
      service.correctParticipationGroups(
        adminContextOf(request),
        request.params.id,
        request.params.userId,
        request.body,
      ),
  );
};
