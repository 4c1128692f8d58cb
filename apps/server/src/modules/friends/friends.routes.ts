import { idempotentHeadersSchema } from '@cc/shared/activities/activities.requests';
import { messageSchema, pagedSchema, pageQuerySchema } from '@cc/shared/common/paging';
import {
  addFriendBodySchema,
  friendshipIdParamsSchema,
  friendshipListSchema,
  friendshipSchema,
} from '@cc/shared/friends/friends.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/context';
import * as service from './friends.service';

/**
 * Friends (participant spec §7 Friends, rule 19): requests, answers, the friends list
 * and the profile's three lists. Participants only.
 */
export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['friends'];
  const access = 'user' as const;

  app.post(
    '/api/friends/addFriend',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Ask a user to be friends; accepts their request if they already asked',
        headers: idempotentHeadersSchema,
        body: addFriendBodySchema,
        response: { 201: friendshipSchema },
      },
    },
    async (request, reply) => {
      const friendship = await service.addFriend(
        contextOf(request),
        request.body.receiver,
        request.headers['idempotency-key'],
      );
      return reply.status(201).send(friendship);
    },
  );

  app.patch(
    '/api/friends/acceptFriend/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Accept a request sent to me (:id = the request or its sender)',
        params: friendshipIdParamsSchema,
        response: { 200: friendshipSchema },
      },
    },
    (request) => service.acceptFriend(contextOf(request), request.params.id),
  );

  const removals = [
    ['rejectFriend', 'Decline a request sent to me', service.rejectFriend],
    ['cancelRequest', 'Withdraw a request I sent', service.cancelRequest],
    ['deleteFriend', 'End a friendship', service.deleteFriend],
  ] as const;
  for (const [name, summary, remove] of removals) {
    app.delete(
      `/api/friends/${name}/:id`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${summary} (:id = the friendship or the other user)`,
          params: friendshipIdParamsSchema,
          response: { 200: messageSchema },
        },
      },
      (request) => remove(contextOf(request), request.params.id),
    );
  }

  app.get(
    '/api/friends/myFriends',
    {
      config: { access },
      schema: {
        tags,
        summary: 'My friends, most recently accepted first',
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(friendshipSchema) },
      },
    },
    (request) => service.listMyFriends(contextOf(request), request.query),
  );

  const lists = [
    ['friends', 'accepted', 'All my friends'],
    ['waitingAcceptFriends', 'incoming', 'Requests waiting for my answer'],
    ['sendingRequestFriends', 'outgoing', 'Requests I sent, not yet answered'],
  ] as const;
  for (const [name, kind, summary] of lists) {
    app.get(
      `/api/profile/${name}`,
      {
        config: { access },
        schema: { tags, summary, response: { 200: friendshipListSchema } },
      },
      (request) => service.listFriendships(contextOf(request), kind),
    );
  }
};
