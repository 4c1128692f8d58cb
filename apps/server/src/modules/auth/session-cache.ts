import type { AuthUser } from '../../platform/access';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
/** At most this many sessions are remembered; the oldest go first. */
export const SESSION_CACHE_ENTRIES = 20_000;

interface Entry {
  user: AuthUser;
  until: number;
}

/**
 * Signed-in requests of the last few seconds, by token hash, so the hot paths (feed,
 * rankings, activity create) skip the session query on most requests (DECISIONS record
 * 018). Whatever ends a session or changes what the access check reads (logout, password
 * change or reset, deactivation, role or address change, removal) calls `forgetUser` or
 * `forgetSession`, so the change holds at once in this process.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every forget: a look-up that began before it must not be stored. */
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly maxEntries = SESSION_CACHE_ENTRIES,
  ) {}

  get(tokenHash: string, now = Date.now()): AuthUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** The generation to hand back to `set` with the result of a look-up started now. */
  begin(): number {
    return this.generation;
  }

  /** Remembers a session read from the database, unless something was forgotten meanwhile. */
  set(tokenHash: string, user: AuthUser, expiresAt: Date, generation: number, now = Date.now()) {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
  }

  /** Forgets every session of a user. */
  forgetUser(userId: string) {
    this.generation++;
    for (const [hash, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(hash);
    }
  }

  /** Forgets one session. */
  forgetSession(sessionId: string) {
    this.generation++;
    for (const [hash, entry] of this.entries) {
      if (entry.user.sessionId === sessionId) this.entries.delete(hash);
    }
  }
}
