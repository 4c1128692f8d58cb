import { idParamsSchema, messageSchema } from '@cc/shared/common/paging';
import { profileSchema } from '@cc/shared/profile/profile.schemas';
import {
  registerTeamBodySchema,
  teamBodySchema,
  teamListQuerySchema,
  teamListSchema,
  teamSchema,
  updateTeamBodySchema,
} from '@cc/shared/teams/teams.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContextOf, contextOf } from '../../platform/context';
import * as service from './teams.service';

/**
 * Teams (participant spec §7 Teams, admin spec §7 Teams): the list for everyone signed in,
 * the administrators' writes, and joining or leaving a team from the profile.
 */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teams'];

  app.get(
    '/api/teams/all',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Every team with its member count',
        querystring: teamListQuerySchema,
        response: { 200: teamListSchema },
      },
    },
    (request) => service.listTeams(contextOf(request), request.query),
  );

  app.post(
    '/api/teams',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a team (admin)',
        body: teamBodySchema,
        response: { 201: teamSchema },
      },
    },
    async (request, reply) => {
      const team = await service.createTeam(adminContextOf(request), request.body);
      return reply.status(201).send(team);
    },
  );

  app.patch(
    '/api/teams/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Rename a team or change its description (admin)',
        params: idParamsSchema,
        body: updateTeamBodySchema,
        response: { 200: teamSchema },
      },
    },
    (request) => service.updateTeam(adminContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/teams/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a team; its members are left without one (admin)',
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.deleteTeam(adminContextOf(request), request.params.id),
  );

  app.post(
    '/api/profile/registerTeam',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Join a team, leaving my old one (rule 20)',
        body: registerTeamBodySchema,
        response: { 200: profileSchema },
      },
    },
    (request) => service.joinTeam(contextOf(request), request.body.teamId),
  );

  app.post(
    '/api/profile/leaveTeam',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Leave my team', response: { 200: profileSchema } },
    },
    (request) => service.leaveTeam(contextOf(request)),
  );
};
