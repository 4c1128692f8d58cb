import { createHash, randomBytes } from 'node:crypto';
import { SESSION_KEEP_DAYS, SESSION_SHORT_HOURS } from '@cc/shared/auth/auth.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { openBroadcast } from '../../db/broadcast';
import type { Database, Db } from '../../db/client';
import type { AuthUser } from '../../platform/access';
import type { Deps } from '../../platform/context';
import { SessionCache } from '../../platform/session-cache';
import * as repo from './sessions.repository';

/** SHA-256 of a token, hex: what the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random 256-bit token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opens a session (rule 4): 100 days with keep-me-logged-in, otherwise 12 hours; a company
 * sign-in passes its own, shorter bound (`maxHours`, decision 090). Answers the bearer token,
 * shown to the client once and stored only hashed.
 */
export async function openSession(
  db: Db,
  userId: string,
  keepLoggedIn: boolean,
  maxHours?: number,
) {
  const token = newToken();
  const hours = keepLoggedIn ? SESSION_KEEP_DAYS * 24 : SESSION_SHORT_HOURS;
  const ms = Math.min(hours, maxHours ?? hours) * 3_600_000;
  const expiresAt = new Date(Date.now() + ms);
  await repo.insertSession(db, userId, hashToken(token), expiresAt);
  return { token, expiresAt };
}

/**
 * The account behind a bearer token, or null when the session is unknown, over or
 * disabled; answered from `cache` when it was looked up in the last few seconds.
 */
export async function resolveSession(
  db: Db,
  cache: SessionCache,
  token: string,
): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const generation = cache.begin();
  const row = await repo.findLiveSession(db, tokenHash);
  if (!row?.status) return null;
  const user: AuthUser = {
    id: row.userId,
    role: row.role as AuthUser['role'],
    email: row.email,
    language: row.language as AuthUser['language'],
    sessionId: row.sessionId,
  };
  cache.set(tokenHash, user, row.expiresAt, generation);
  return user;
}

/** What changing an account's access needs: the database and the session cache. */
type AccessDeps = Pick<Deps, 'db' | 'sessions'>;

/**
 * Ends one session (logout) and, once that has committed, forgets it in every server
 * process (decision 024).
 */
export async function endSession(ctx: AccessDeps, sessionId: string) {
  await repo.deleteSession(ctx.db, sessionId);
  await ctx.sessions.forgetSession(sessionId);
}

/**
 * The one way to end an account's sessions or change what the access check reads (role,
 * status, address, language, the account itself): runs `change` in one transaction and,
 * once it has committed, forgets the account's cached sessions in every server process
 * (decision 024), so the next request anywhere reads the account afresh. `change` ends the
 * account's sessions through `endSessions` (all of them, or all but `exceptSessionId`), so
 * no session ends without being forgotten. Nothing is forgotten when `change` throws.
 */
export async function changeAccount<T>(
  ctx: AccessDeps,
  userId: string,
  change: (tx: Db, endSessions: (exceptSessionId?: string) => Promise<void>) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction((tx) =>
    change(tx, (exceptSessionId) => repo.deleteUserSessions(tx, userId, exceptSessionId)),
  );
  await ctx.sessions.forgetUser(userId);
  return result;
}

/** The channel on which processes sharing one PostgreSQL hear which sessions ended. */
export const REVOCATION_CHANNEL = 'cc_session_revoked';

/**
 * The session cache of this process (decision 024). On PostgreSQL, where several processes
 * may share the database, every forget is broadcast on REVOCATION_CHANNEL and settles once
 * each listening process has dropped its copy; while this process's listening connection
 * is down its cache answers nothing. Settles once the first attempt to listen is over, so
 * a process starts serving already hearing revocations (or, with PostgreSQL away, looking
 * every session up).
 */
export async function openSessionCache(database: Database, log: FastifyBaseLogger) {
  const cache = new SessionCache();
  const broadcast = openBroadcast(
    database,
    REVOCATION_CHANNEL,
    {
      onMessage: (message) => cache.receive(message),
      onLost: () => cache.suspend(),
      onListening: () => cache.resume(),
    },
    log,
  );
  if (!broadcast) return { cache, close: async () => {} };
  cache.shareWith((message) => broadcast.publish(message));
  await broadcast.started;
  return { cache, close: () => broadcast.close() };
}
