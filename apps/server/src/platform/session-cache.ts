import type { AuthUser } from './access';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
/** At most this many sessions are remembered; the oldest go first. */
export const SESSION_CACHE_ENTRIES = 20_000;

/** Message prefixes on the revocation channel. */
const USER = 'user:';
const SESSION = 'session:';

interface Entry {
  user: AuthUser;
  until: number;
}

/** Publishes a revocation to every process sharing the database; never throws. */
export type Broadcast = (message: string) => Promise<void>;

/**
 * Signed-in requests of the last few seconds, by token hash, so the hot paths (feed,
 * rankings, activity create) skip the session query on most requests (decision 024, which
 * supersedes 018). Whatever ends a session or changes what the access check reads (logout,
 * password change or reset, deactivation, role or address change, removal) awaits
 * `forgetUser` or `forgetSession`: the entries go here at once, and, once `shareWith` gave
 * the cache a broadcast, every other process drops them as it hears the message
 * (`receive`). While the process cannot hear (its listening connection is down) the cache
 * answers and stores nothing.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every forget: a look-up that began before it must not be stored. */
  private generation = 0;
  private listening = true;
  private broadcast: Broadcast | undefined;

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly maxEntries = SESSION_CACHE_ENTRIES,
  ) {}

  get(tokenHash: string, now = Date.now()): AuthUser | undefined {
    if (!this.listening) return undefined;
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
    if (generation !== this.generation || !this.listening) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
  }

  /**
   * Whether the cache may answer: true unless revocations are shared and the listening
   * connection is down (or not yet up), in which case every look-up goes to the database.
   */
  get isListening(): boolean {
    return this.listening;
  }

  /** Shares forgets with other processes; nothing is cached until `resume` says they are heard. */
  shareWith(broadcast: Broadcast) {
    this.broadcast = broadcast;
    this.suspend();
  }

  /** Messages may be missed from now on: answer nothing, store nothing, until `resume`. */
  suspend() {
    this.listening = false;
    this.clear();
  }

  /** Every message is heard again; what was cached before may have missed some, so it goes. */
  resume() {
    this.clear();
    this.listening = true;
  }

  /** Forgets every session of a user, here and (with `shareWith`) in every other process. */
  async forgetUser(userId: string) {
    this.drop((user) => user.id === userId);
    await this.broadcast?.(`${USER}${userId}`);
  }

  /** Forgets one session, here and (with `shareWith`) in every other process. */
  async forgetSession(sessionId: string) {
    this.drop((user) => user.sessionId === sessionId);
    await this.broadcast?.(`${SESSION}${sessionId}`);
  }

  /** Applies a forget broadcast by any process (its own included: dropping twice is harmless). */
  receive(message: string) {
    if (message.startsWith(USER)) {
      const userId = message.slice(USER.length);
      this.drop((user) => user.id === userId);
    } else if (message.startsWith(SESSION)) {
      const sessionId = message.slice(SESSION.length);
      this.drop((user) => user.sessionId === sessionId);
    }
  }

  private drop(matches: (user: AuthUser) => boolean) {
    this.generation++;
    for (const [hash, entry] of this.entries) {
      if (matches(entry.user)) this.entries.delete(hash);
    }
  }

  private clear() {
    this.generation++;
    this.entries.clear();
  }
}
