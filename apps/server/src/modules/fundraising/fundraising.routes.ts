import { idParamsSchema } from '@cc/shared/common/paging';
import {
  createPaymentBodySchema,
  createPledgeBodySchema,
  fundraisingBodySchema,
  fundraisingSchema,
  paymentParamsSchema,
  paymentSchema,
  pledgeParamsSchema,
  pledgeSchema,
  statementQuerySchema,
  statementSchema,
  updatePledgeBodySchema,
} from '@cc/shared/fundraising/fundraising.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminContextOf, contextOf } from '../../platform/context';
import { sendXlsx } from '../../platform/spreadsheet';
import { milestoneChecksSettled } from './fundraising.milestones';
import * as pledges from './fundraising.pledges';
import * as service from './fundraising.service';
import * as settlement from './fundraising.settlement';
import { statementDownload } from './fundraising.statement-sheet';

/**
 * Fundraising of an event (issue 24, decision 070): the money raised for everyone who may
 * see the event; the cause, pledges, payments and settlement for administrators.
 */
export const fundraisingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['fundraising'];
  const admin = { access: 'admin' } as const;
  // Milestone checks run after their requests answered: let them finish before the
  // database closes (app.close comes after the connections drained, decision 028).
  app.addHook('onClose', () => milestoneChecksSettled());

  app.get(
    '/api/events/:id/fundraising',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The money raised for the event’s cause, live or final once settled',
        params: idParamsSchema,
        response: { 200: fundraisingSchema },
      },
    },
    (request) => service.getFundraising(contextOf(request), request.params.id),
  );

  app.put(
    '/api/events/:id/fundraising',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the event’s cause and currency (admin)',
        params: idParamsSchema,
        body: fundraisingBodySchema,
        response: { 200: fundraisingSchema },
      },
    },
    (request) => service.putFundraising(adminContextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/events/:id/pledges',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a sponsor’s pledge (admin)',
        params: idParamsSchema,
        body: createPledgeBodySchema,
        response: { 201: pledgeSchema },
      },
    },
    async (request, reply) => {
      const pledge = await pledges.createPledge(
        adminContextOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(pledge);
    },
  );

  app.patch(
    '/api/events/:id/pledges/:pledgeId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a pledge’s terms (admin)',
        params: pledgeParamsSchema,
        body: updatePledgeBodySchema,
        response: { 200: pledgeSchema },
      },
    },
    (request) =>
      pledges.updatePledge(
        adminContextOf(request),
        request.params.id,
        request.params.pledgeId,
        request.body,
      ),
  );

  app.delete(
    '/api/events/:id/pledges/:pledgeId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a pledge with its payments (admin)',
        params: pledgeParamsSchema,
        response: { 204: z.undefined().describe('Pledge deleted') },
      },
    },
    async (request, reply) => {
      const { id, pledgeId } = request.params;
      await pledges.deletePledge(adminContextOf(request), id, pledgeId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/events/:id/pledges/:pledgeId/payments',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record a sponsor’s payment towards a pledge (admin)',
        params: pledgeParamsSchema,
        body: createPaymentBodySchema,
        response: { 201: paymentSchema },
      },
    },
    async (request, reply) => {
      const { id, pledgeId } = request.params;
      const payment = await settlement.createPayment(
        adminContextOf(request),
        id,
        pledgeId,
        request.body,
      );
      return reply.status(201).send(payment);
    },
  );

  app.delete(
    '/api/events/:id/pledges/:pledgeId/payments/:paymentId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a payment recorded by mistake (admin)',
        params: paymentParamsSchema,
        response: { 204: z.undefined().describe('Payment deleted') },
      },
    },
    async (request, reply) => {
      const { id, pledgeId, paymentId } = request.params;
      await settlement.deletePayment(adminContextOf(request), { eventId: id, pledgeId, paymentId });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/events/:id/fundraising/settle',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Freeze the figures as a new statement version, after the event’s end (admin)',
        params: idParamsSchema,
        response: { 200: statementSchema },
      },
    },
    (request) => settlement.settleFundraising(adminContextOf(request), request.params.id),
  );

  app.post(
    '/api/events/:id/fundraising/reopen',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Unfreeze the figures; the next settle writes a new version (admin)',
        params: idParamsSchema,
        response: { 200: fundraisingSchema },
      },
    },
    (request) => settlement.reopenFundraising(adminContextOf(request), request.params.id),
  );

  app.get(
    '/api/events/:id/fundraising/statement',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A settled statement as JSON or, with format=xlsx, as a workbook (admin)',
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: statementSchema },
      },
    },
    async (request, reply) => {
      const ctx = adminContextOf(request);
      const { version, format } = request.query;
      const statement = await settlement.getStatement(ctx, request.params.id, version);
      if (format === 'json') return statement;
      const download = await statementDownload(ctx, statement);
      sendXlsx(reply, download.fileName, download.sheet);
      return reply;
    },
  );
};
