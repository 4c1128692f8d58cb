import {
  companySessionBodySchema,
  companySessionResponseSchema,
  companySignInStartQuerySchema,
} from '@cc/shared/auth/auth.schemas';
import { AppError } from '@cc/shared/errors/app-error';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicContextOf } from '../../platform/context';
import {
  CALLBACK_PATH,
  finishCompanySignIn,
  openCompanySession,
  SIGN_IN_MINUTES,
  startCompanySignIn,
} from './oidc.service';

/** The cookie that binds a started sign-in to its browser; only the callback reads it. */
const STATE_COOKIE = 'cc_sso_state';
const COOKIE_PATH = '/api/users/auth/oidc';

/**
 * The company sign-in (OpenID Connect, decision 090), registered only when OIDC_ISSUER is set:
 * the button's start, the provider's return, and the exchange of the return's one-time code
 * for a session. The first two are browser navigations, so every outcome is a redirect into
 * the app's `/companySignIn`: with a one-time code, or with a refusal's error code (never the
 * provider's words), which the app explains on its login page.
 */
export const companySignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  if (!config.oidc) return;
  await app.register(cookie);
  const limited = {
    access: 'public' as const,
    rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' },
  };
  const tags = ['auth'];
  const secure = config.publicUrl.startsWith('https:');

  /** Back into the app with a refusal's code, which the app explains on its login page. */
  const toLogin = (reply: FastifyReply, request: FastifyRequest, error: unknown) => {
    const code = error instanceof AppError ? error.code : 'SSO_FAILED';
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'company sign-in failed');
    return redirect(reply, `${config.publicUrl}/#/companySignIn?error=${code}`);
  };

  app.get(
    '/api/users/auth/oidc/start',
    {
      config: limited,
      schema: {
        tags,
        summary: "Start a company sign-in: redirects to the company's OpenID provider",
        querystring: companySignInStartQuerySchema,
      },
    },
    async (request, reply) => {
      try {
        const { redirectTo, state } = await startCompanySignIn(publicContextOf(request), {
          keepLoggedIn: request.query.keepLoggedIn === 'true',
          returnTo: request.query.returnTo,
        });
        reply.setCookie(STATE_COOKIE, state, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: SIGN_IN_MINUTES * 60,
        });
        return redirect(reply, redirectTo);
      } catch (error) {
        return toLogin(reply, request, error);
      }
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      config: limited,
      schema: {
        tags,
        summary:
          "The provider's return (the redirect URI to register: PUBLIC_URL + this path); " +
          'redirects into the app, signed in or to the login page with the reason',
      },
    },
    async (request, reply) => {
      const query = request.url.includes('?')
        ? request.url.slice(request.url.indexOf('?') + 1)
        : '';
      const browserState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      try {
        const code = await finishCompanySignIn(publicContextOf(request), query, browserState);
        return redirect(reply, `${config.publicUrl}/#/companySignIn?code=${code}`);
      } catch (error) {
        return toLogin(reply, request, error);
      }
    },
  );

  app.post(
    '/api/users/auth/oidc/session',
    {
      config: limited,
      schema: {
        tags,
        summary: "Exchange the company sign-in's one-time code for a session (bearer token)",
        body: companySessionBodySchema,
        response: { 200: companySessionResponseSchema },
      },
    },
    async (request) => openCompanySession(publicContextOf(request), request.body.code),
  );
};

/** A redirect no cache keeps: each carries a one-time value or a fresh outcome. */
function redirect(reply: FastifyReply, location: string) {
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}
