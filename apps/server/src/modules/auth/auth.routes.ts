import {
  forgotBodySchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetBodySchema,
  verifyBodySchema,
  verifyResponseSchema,
} from '@cc/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, publicContextOf } from '../../platform/context';
import * as auth from './auth.service';

const msg = <T extends string>(value: T) => z.object({ msg: z.literal(value) });

/**
 * The account lifecycle around sign-in: register, verify, login, forgot, reset, logout.
 * Every public call is rate-limited per client address (AUTH_RATE_LIMIT per minute and
 * route); logout needs a session and no limit of its own.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = {
    access: 'public' as const,
    rateLimit: { max: app.deps.config.authRateLimit, timeWindow: '1 minute' },
  };
  const tags = ['auth'];

  app.post(
    '/api/users/auth/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Create an unverified account and mail the verification link',
        body: registerBodySchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await auth.register(publicContextOf(request), request.body);
      return reply.code(201).send({ user });
    },
  );

  app.post(
    '/api/users/auth/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in; answers a bearer token',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => auth.login(publicContextOf(request), request.body),
  );

  app.post(
    '/api/users/auth/verify',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Verify the email address with the token of the link; answers a bearer token',
        body: verifyBodySchema,
        response: { 200: verifyResponseSchema },
      },
    },
    async (request) => auth.verifyEmail(publicContextOf(request), request.body.id),
  );

  app.post(
    '/api/users/auth/forgot',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: forgotBodySchema,
        response: { 200: msg('RESET_EMAIL_SENT') },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(publicContextOf(request), request.body.email);
      return { msg: 'RESET_EMAIL_SENT' as const };
    },
  );

  app.post(
    '/api/users/auth/reset',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with the token of the reset link; ends every session',
        body: resetBodySchema,
        response: { 200: msg('PASSWORD_CHANGED') },
      },
    },
    async (request) => {
      await auth.resetPassword(publicContextOf(request), request.body.id, request.body.password);
      return { msg: 'PASSWORD_CHANGED' as const };
    },
  );

  app.post(
    '/api/users/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'End the current session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.logout(contextOf(request));
      return reply.code(204).send(null);
    },
  );
};
