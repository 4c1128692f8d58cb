import type { Db } from '../../db/client';
import type { SharedPost } from './feed.mapper';

/** How long a cached post is served before it is read again, whatever its stamp says. */
export const POST_CACHE_MS = 5_000;
/** At most this many posts are kept per process; the oldest go first. */
export const POST_CACHE_ENTRIES = 5_000;

interface Entry {
  stamp: string;
  shared: SharedPost;
  until: number;
}

/**
 * The shared part of recently read feed posts (decision 052), by post id, each with the
 * stamp it was read at: its `updated_at` and its like and comment counters. A feed page
 * first reads, for its viewer, which posts it shows with their stamps, creators, counters
 * and privacy flags (one statement), then only the posts missing here or whose stamp moved.
 * So an edit, a photo added or removed, a like or a comment shows on the next page read in
 * every process; what the stamp does not see (a liker or commentator renaming themselves,
 * one like replacing another, an event renamed) shows within POST_CACHE_MS. Per process,
 * bounded, nothing to invalidate across processes.
 */
export class PostCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = POST_CACHE_MS,
    private readonly maxEntries = POST_CACHE_ENTRIES,
  ) {}

  /** The cached post `id` when it was read at `stamp` less than ttlMs ago. */
  get(id: string, stamp: string, now = Date.now()): SharedPost | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.stamp === stamp && entry.until > now) return entry.shared;
    this.entries.delete(id);
    return undefined;
  }

  set(id: string, stamp: string, shared: SharedPost, now = Date.now()) {
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { stamp, shared, until: now + this.ttlMs });
  }

  /** Forgets every post (a test that changes what the stamp does not see, at once). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Db, PostCache>();

/**
 * The post cache of the database handle `db`: one per app (the app's handle lives as long
 * as the app), so apps on different databases in one process (the tests) never share posts.
 */
export function postCacheOf(db: Db): PostCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PostCache();
    caches.set(db, cache);
  }
  return cache;
}
