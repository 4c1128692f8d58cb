import { idParamsSchema, pagedSchema } from '@cc/shared/common/paging';
import {
  competitorQuerySchema,
  competitorSchema,
  publicProfileSchema,
  userSearchHitSchema,
  userSearchQuerySchema,
} from '@cc/shared/users/users.public';
import {
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
  createUserBodySchema,
  updateUserBodySchema,
} from '@cc/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminContextOf, contextOf } from '../../platform/context';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/spreadsheet';
import * as detailService from './users.detail.service';
import * as publicService from './users.public.service';
import * as service from './users.service';

/**
 * User administration (admin spec §4-§7): list, read, create, update, delete, export. The
 * list and the read also serve participants: the user search, public profiles and the
 * competitor page (participant spec §6).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const access = 'admin' as const;

  app.get(
    '/api/users',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Search users: the admin table, or for participants the user search by name',
        querystring: userSearchQuerySchema,
        response: { 200: z.union([adminUserPageSchema, pagedSchema(userSearchHitSchema)]) },
      },
    },
    (request) => publicService.findUsers(contextOf(request), request.query),
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
    async (request, reply) => {
      sendXlsx(reply, 'users.xlsx', await service.exportUsers(adminContextOf(request)));
      return reply;
    },
  );

  app.get(
    '/api/users/competitor/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A participant's public profile with their rank and performance per event",
        params: idParamsSchema,
        querystring: competitorQuerySchema,
        response: { 200: competitorSchema },
      },
    },
    (request) =>
      publicService.getCompetitor(contextOf(request), request.params.id, request.query.eventId),
  );

  app.get(
    '/api/users/:id/detail',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One user with their events, ranks and latest activities (admin)',
        params: idParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    (request) => detailService.getUserDetail(adminContextOf(request), request.params.id),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One user: the admin view, or for participants the public profile',
        params: idParamsSchema,
        response: { 200: z.union([adminUserSchema, publicProfileSchema]) },
      },
    },
    (request) => publicService.getUserForCaller(contextOf(request), request.params.id),
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
      const user = await service.createUser(adminContextOf(request), request.body);
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
    (request) => service.updateUser(adminContextOf(request), request.params.id, request.body),
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
      await service.deleteUser(adminContextOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
