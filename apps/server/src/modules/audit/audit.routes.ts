import {
  auditDownloadQuerySchema,
  auditPageSchema,
  auditQuerySchema,
} from '@cc/shared/audit/audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminContextOf } from '../../platform/context';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/spreadsheet';
import { downloadAudit } from './audit.export';
import * as service from './audit.service';

/** The audit trail (issue 30, decision 095), administrators only: the list and its download. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit'];
  const config = { access: 'admin' as const };

  app.get(
    '/api/admin/audit',
    {
      config,
      schema: {
        tags,
        summary: 'The audit trail of administrator writes, filtered, newest first (admin)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => service.listAudit(adminContextOf(request), request.query),
  );

  app.get(
    '/api/admin/audit/download',
    {
      config,
      schema: {
        tags,
        summary: 'The filtered audit trail as an .xlsx workbook, at most 100,000 rows (admin)',
        querystring: auditDownloadQuerySchema,
        response: {
          200: {
            description: 'audit.xlsx, streamed',
            content: { [XLSX_CONTENT_TYPE]: { schema: z.string().describe('binary') } },
          },
        },
      },
    },
    async (request, reply) => {
      const sheet = await downloadAudit(adminContextOf(request), request.query);
      sendXlsx(reply, 'audit.xlsx', sheet);
      return reply;
    },
  );
};
