import { idParamsSchema } from '@cc/shared/common/paging';
import {
  commentSchema,
  createCommentBodySchema,
  feedPageSchema,
  feedQuerySchema,
  likeBodySchema,
  likeStateSchema,
  postSchema,
} from '@cc/shared/feed/feed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/context';
import * as service from './feed.service';
import * as reactions from './reactions.service';

/**
 * The newsfeed (participant spec §7 Activities and feed, rules 16-18): the two feed
 * tabs, one post in full, comments and likes. The static feed paths live beside
 * GET /api/activities/:id without clashing: Fastify's router prefers a static segment to a
 * parameter whatever the registration order, and the parameter must be a UUID.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['feed'];

  app.get(
    '/api/activities/newFeedsAll',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Feed tab "all": every post I may see, newest first',
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    (request) => service.findFeed(contextOf(request), 'all', request.query),
  );

  app.get(
    '/api/activities/newFeedsFriend',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Feed tab "friends": my posts and my friends\' posts, newest first',
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    (request) => service.findFeed(contextOf(request), 'friends', request.query),
  );

  app.get(
    '/api/activities/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One post with all its comments and likes (as I may see it)',
        params: idParamsSchema,
        response: { 200: postSchema },
      },
    },
    (request) => service.getPost(contextOf(request), request.params.id),
  );

  // Comments per person, not per address (decision 060): the access check, an app-level
  // onRequest hook, has set the user before the route's limit hook runs.
  app.post(
    '/api/comments',
    {
      config: {
        access: 'user',
        rateLimit: {
          max: app.deps.config.commentRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Comment on a post (plain text)',
        body: createCommentBodySchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reactions.createComment(contextOf(request), request.body)),
  );

  app.post(
    '/api/likes/like',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Like a post (idempotent)',
        body: likeBodySchema,
        response: { 200: likeStateSchema },
      },
    },
    (request) => reactions.likePost(contextOf(request), request.body),
  );

  app.post(
    '/api/likes/unlike',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Take my like back (idempotent)',
        body: likeBodySchema,
        response: { 200: likeStateSchema },
      },
    },
    (request) => reactions.unlikePost(contextOf(request), request.body),
  );
};
