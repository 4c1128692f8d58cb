import {
  reportCellQuerySchema,
  reportDetailPageSchema,
  reportDetailQuerySchema,
  reportSummaryQuerySchema,
  reportSummarySchema,
} from '@cc/shared/reports/reports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminContextOf } from '../../platform/context';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/spreadsheet';
import * as service from './reports.service';

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
 * Participation reports by country and user type (admin spec §2 Report page, §7 Reports;
 * rule 23), admin only: the summary, the detail of a cell, row or column, and both as
 * Excel downloads. The static `report` segment wins over GET /api/users/:id.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  const config = { access: 'admin' as const };

  app.get(
    '/api/users/report/countryAndType',
    {
      config,
      schema: {
        tags,
        summary: 'Participants per country and user type, with totals (admin)',
        querystring: reportSummaryQuerySchema,
        response: { 200: reportSummarySchema },
      },
    },
    (request) => service.getReportSummary(adminContextOf(request), request.query),
  );

  app.get(
    '/api/users/report/countryAndTypeDetails',
    {
      config,
      schema: {
        tags,
        summary: 'The participants of a cell, row or column of a report, paged (admin)',
        querystring: reportDetailQuerySchema,
        response: { 200: reportDetailPageSchema },
      },
    },
    (request) => service.getReportDetail(adminContextOf(request), request.query),
  );

  app.get(
    '/api/users/report/countryAndType/download',
    {
      config,
      schema: {
        tags,
        summary: 'The summary of a report as an .xlsx workbook (admin)',
        querystring: reportSummaryQuerySchema,
        response: xlsxResponse('report_type_summary_<type>[_<event>].xlsx'),
      },
    },
    async (request, reply) => {
      const download = await service.exportReportSummary(adminContextOf(request), request.query);
      sendXlsx(reply, download.fileName, download.sheet);
      return reply;
    },
  );

  app.get(
    '/api/users/report/countryAndTypeDetails/download',
    {
      config,
      schema: {
        tags,
        summary:
          'Every participant of a cell, row or column of a report as .xlsx, streamed (admin)',
        querystring: reportCellQuerySchema,
        response: xlsxResponse('report_type_detail_<type>[_<event>][_<country>][_<userType>].xlsx'),
      },
    },
    async (request, reply) => {
      const download = await service.exportReportDetail(adminContextOf(request), request.query);
      sendXlsx(reply, download.fileName, download.sheet);
      return reply;
    },
  );
};
