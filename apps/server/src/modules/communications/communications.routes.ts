import { idParamsSchema, messageSchema } from '@cc/shared/common/paging';
import {
  communicationPageSchema,
  communicationSchema,
  createCommunicationBodySchema,
  listCommunicationsQuerySchema,
} from '@cc/shared/communications/communications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContextOf } from '../../platform/context';
import * as service from './communications.service';

/**
 * Communications (admin spec §2-§7, rule 22): administrators list, send and delete
 * messages to participants; sending runs in the background (communications.delivery.ts).
 */
export const communicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['communications'];

  app.get(
    '/api/communications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Communications by name, newest first, with their delivery status (admin)',
        querystring: listCommunicationsQuerySchema,
        response: { 200: communicationPageSchema },
      },
    },
    (request) => service.listCommunications(adminContextOf(request), request.query),
  );

  app.post(
    '/api/communications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Send a communication: stored and queued, delivered in the background (admin)',
        body: createCommunicationBodySchema,
        response: { 201: communicationSchema },
      },
    },
    async (request, reply) => {
      const communication = await service.createCommunication(
        adminContextOf(request),
        request.body,
      );
      return reply.status(201).send(communication);
    },
  );

  app.delete(
    '/api/communications/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a communication; one still sending stops (admin)',
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.deleteCommunication(adminContextOf(request), request.params.id),
  );
};
