import { AppError } from '@cc/shared/errors/app-error';
import type { Role } from '@cc/shared/users/users.constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who may call a route: anyone, any signed-in account, participants only, or administrators
 * only. Every /api route declares it in `config.access`; a route without one stops start-up.
 */
export type Access = 'public' | 'authenticated' | 'user' | 'admin';

/** The signed-in account of a request. */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  language: 'DE' | 'EN';
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Looks a bearer token up; answers the account or null when the session is unknown or over. */
export type SessionResolver = (token: string) => Promise<AuthUser | null>;

/** Reads `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** Registers the access check as the first hook of every route. */
export function registerAccessControl(app: FastifyInstance, resolveSession: SessionResolver) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // Public routes never look the token up: no session query on health, login or assets.
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    request.user = token ? await resolveSession(token) : null;
    if (!request.user) throw new AppError('UNAUTHORIZED');
    if (access === 'user' && request.user.role !== 'user') throw new AppError('FORBIDDEN');
    if (access === 'admin' && request.user.role !== 'admin') throw new AppError('FORBIDDEN');
  });
}
