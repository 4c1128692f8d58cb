import type { QueryClient } from '@tanstack/react-query';
import { markSending, reloadDrafts, removeDraft, saveDraft } from '../../../entities/drafts/drafts';
import { refreshAfterActivityChange } from '../../../entities/my-events/my-events';
import { isApiError } from '../../../lib/api-client';
import type { StoredDraft } from '../../../lib/app-db';
import { isOnline } from '../../../lib/online';
import { createActivity } from '../api/create-activity';
import { draftFiles, draftRequestFields } from './draft-fields';

/** The Web Locks name that lets one tab at a time send drafts. */
export const DRAFTS_LOCK = 'drafts-sync';
/** The Background Sync tag; the service worker answers it with a `sync-drafts` message. */
export const DRAFTS_SYNC_TAG = 'drafts';

/**
 * Statuses that say "not now" rather than "not this": the session ended (the page reloads
 * onto the login), the request timed out, too many requests. The draft stays untouched for
 * the next try, like after a network failure. Every other 4xx is a refusal (409 included:
 * `EVENT_NOT_RUNNING` is one).
 */
const NOT_NOW = new Set([401, 408, 429]);

/** What became of one draft: sent, refused (kept with the reason) or kept for later. */
type Outcome = 'sent' | 'refused' | 'later';

async function sendOne(draft: StoredDraft): Promise<Outcome> {
  try {
    await createActivity({
      fields: draftRequestFields(draft),
      files: draftFiles(draft),
      // Rule 12: the draft's local id is its key, on every try, in every tab.
      idempotencyKey: draft.localId,
    });
  } catch (error) {
    if (
      isApiError(error) &&
      error.status >= 400 &&
      error.status < 500 &&
      !NOT_NOW.has(error.status)
    ) {
      await saveDraft({ ...draft, refusal: error.code });
      return 'refused';
    }
    return 'later';
  }
  await removeDraft(draft.localId);
  return 'sent';
}

/**
 * Sends the signed-in user's drafts one at a time, oldest first (participant spec §4,
 * decision 042). The list is read inside the lock, so drafts another tab sent meanwhile are
 * gone from it. A refused draft waits for the user's edit; a network failure or a server
 * error stops the round, the rest would fail alike.
 */
async function sendAll(queryClient: QueryClient): Promise<void> {
  const drafts = await reloadDrafts();
  let sent = 0;
  try {
    for (const draft of drafts) {
      if (draft.refusal) continue;
      if (!isOnline()) break;
      markSending(draft.localId);
      const outcome = await sendOne(draft);
      if (outcome === 'sent') sent += 1;
      if (outcome === 'later') break;
    }
  } finally {
    markSending(null);
  }
  if (sent > 0) await refreshAfterActivityChange(queryClient);
}

/** Runs `work` while holding the cross-tab lock, where the browser has Web Locks. */
async function withTabLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request(DRAFTS_LOCK, work);
  else await work();
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends every waiting draft. Never two rounds at once in this tab: a call during a round
 * asks for one more round after it (a draft saved meanwhile is not forgotten), and answers
 * when that is done.
 */
export function syncDrafts(queryClient: QueryClient): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const round = async () => {
    do {
      again = false;
      await withTabLock(() => sendAll(queryClient));
    } while (again);
  };
  running = round()
    .catch((error: unknown) => console.error('Sending the drafts failed', error))
    .finally(() => {
      running = null;
    });
  return running;
}

/**
 * Asks the service worker for a Background Sync where the browser has it: when the
 * connection returns, even with the app in the background, the worker tells the page to
 * send (the page sends; the worker never does).
 */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync?.register(
        DRAFTS_SYNC_TAG,
      ),
    )
    .catch(() => {
      // No Background Sync: the online event and the start-up send the drafts instead.
    });
}

/** The service worker's Background Sync message: `{ type: 'sync-drafts' }`. */
export function isSyncDraftsMessage(data: unknown): boolean {
  return (data as { type?: unknown } | null)?.type === 'sync-drafts';
}

interface SyncManager {
  register(tag: string): Promise<void>;
}
