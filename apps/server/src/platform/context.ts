import { AppError } from '@cc/shared/errors/app-error';
import { dayIn } from '@cc/shared/time/calendar';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/client';
import type { AuthUser } from './access';
import type { Mailer } from './mail';
import type { Metrics } from './metrics';
import type { PushSender } from './push';
import type { SessionCache } from './session-cache';
import type { Storage } from './storage';

/** Where rules that depend on the time read it; tests pass one they can move. */
export interface Clock {
  now(): Date;
}

/** The system clock: the time of the machine. */
export const systemClock: Clock = { now: () => new Date() };

/** What the process provides once: database, configuration, mail and file storage. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  /**
   * Recently looked-up sessions: await `forgetUser`/`forgetSession` after any commit that
   * ends sessions or changes access; it holds in every server process (decision 024).
   */
  sessions: SessionCache;
  /** The current time of time-bound rules (the lockout of rule 3). */
  clock: Clock;
  /**
   * Web Push to devices (decision 039); absent in tests that do not push, where
   * notifications are stored without a push and the subscribe routes answer 503.
   */
  push?: PushSender;
  /**
   * The process's Prometheus counters (decision 094); absent unless METRICS_TOKEN is set.
   * Mail and push count through their wrapped senders; the job worker counts failures here.
   */
  metrics?: Metrics;
}

/** What start-up tasks get: they run before the app serves, so no session is cached yet. */
export type StartupDeps = Omit<Deps, 'sessions' | 'clock'>;

/**
 * The platform's calendar day now, `YYYY-MM-DD` in the configured time zone (rule 8): what
 * "today" means to every rule, list and answer; start-up tasks pass their deps.
 */
export function today(ctx: Pick<Deps, 'config'>): string {
  return dayIn(ctx.config.timeZone);
}

/**
 * The explicit context every service function takes: dependencies plus who is asking. `user`
 * is the account the access check signed in (null on public routes); a service that needs
 * one takes SignedInContext or AdminContext and reads `ctx.user` without checking again.
 */
export interface ServiceContext<U extends AuthUser | null = AuthUser | null> extends Deps {
  user: U;
  log: FastifyBaseLogger;
  /** Preferred language of the request (Accept-Language), for mail before a profile exists. */
  acceptLanguage: 'DE' | 'EN' | undefined;
}

/** The context of a route with access `authenticated`, `user` or `admin`. */
export type SignedInContext = ServiceContext<AuthUser>;

/** The context of a route with access `admin`. */
export type AdminContext = ServiceContext<AuthUser & { role: 'admin' }>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Reads `Accept-Language` (de or en; the first that matches wins). */
export function parseAcceptLanguage(header: string | undefined): 'DE' | 'EN' | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'de') return 'DE';
    if (tag === 'en') return 'EN';
  }
  return undefined;
}

/** The service context of a request to a public route: `user` is whoever sent a token, or null. */
export function publicContextOf(request: FastifyRequest): ServiceContext {
  return {
    ...request.server.deps,
    user: request.user,
    log: request.log,
    acceptLanguage: parseAcceptLanguage(request.headers['accept-language']),
  };
}

/**
 * The service context of a request to a route that requires a signed-in account
 * (`config.access` authenticated, user or admin): the access hook has set `request.user`
 * before the handler runs, so the context's user is never null.
 */
export function contextOf(request: FastifyRequest): SignedInContext {
  const { user } = request;
  if (!user) throw new AppError('UNAUTHORIZED');
  return { ...publicContextOf(request), user };
}

/** The service context of a route with `config.access: 'admin'`. */
export function adminContextOf(request: FastifyRequest): AdminContext {
  const ctx = asAdmin(contextOf(request));
  if (!ctx) throw new AppError('FORBIDDEN');
  return ctx;
}

/** The same context typed for the admin services when its user is an administrator. */
export function asAdmin(ctx: SignedInContext): AdminContext | undefined {
  const { user } = ctx;
  return user.role === 'admin' ? { ...ctx, user: { ...user, role: user.role } } : undefined;
}
