import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/client';
import type { SessionCache } from '../modules/auth/session-cache';
import type { AuthUser } from './access';
import type { Mailer } from './mail';
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
}

/** What start-up tasks get: they run before the app serves, so no session is cached yet. */
export type StartupDeps = Omit<Deps, 'sessions' | 'clock'>;

/** The explicit context every service function takes: dependencies plus who is asking. */
export interface ServiceContext extends Deps {
  user: AuthUser | null;
  log: FastifyBaseLogger;
  /** Preferred language of the request (Accept-Language), for mail before a profile exists. */
  acceptLanguage: 'DE' | 'EN' | undefined;
}

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

/** Builds the service context of one request. */
export function contextOf(request: FastifyRequest): ServiceContext {
  return {
    ...request.server.deps,
    user: request.user,
    log: request.log,
    acceptLanguage: parseAcceptLanguage(request.headers['accept-language']),
  };
}
