import { idParamsSchema } from '@cc/shared/common/paging';
import {
  adminUserPageSchema,
  adminUserSchema,
  createUserBodySchema,
  listUsersQuerySchema,
  updateUserBodySchema,
} from '@cc/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/context';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/spreadsheet';
import * as service from './users.service';

/** User administration (admin spec §4-§7): list, read, create, update, delete, export. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const access = 'admin' as const;

  app.get(
    '/api/users',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Search users (admin)',
        querystring: listUsersQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    (request) => service.listUsers(contextOf(request), request.query),
  );

  app.get(
    '/api/users/download/all',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Export all users as an .xlsx workbook (admin)',
        response: {
          200: {
            description: 'users.xlsx, streamed',
            content: { [XLSX_CONTENT_TYPE]: { schema: z.string().describe('binary') } },
          },
        },
      },
    },
    (request, reply) => {
      sendXlsx(reply, 'users.xlsx', service.exportUsers(contextOf(request)));
    },
  );

  app.get(
    '/api/users/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One user (admin)',
        params: idParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    (request) => service.getUser(contextOf(request), request.params.id),
  );

  app.post(
    '/api/users',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create a verified, active user (admin)',
        body: createUserBodySchema,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => {
      const user = await service.createUser(contextOf(request), request.body);
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/api/users/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Update a user: names, email, password, role, active flag (admin)',
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    (request) => service.updateUser(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Remove a user and everything they own (admin)',
        params: idParamsSchema,
        response: { 204: z.undefined().describe('User removed') },
      },
    },
    async (request, reply) => {
      await service.deleteUser(contextOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
