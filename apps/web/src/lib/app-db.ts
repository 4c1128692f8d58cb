import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The browser database `appDb` (admin spec §3), shared by the page and the service worker:
 * both open it through this module, so the version and the upgrade live in one place.
 *
 * - `notification` holds one record keyed `notification_status` while a push arrived that
 *   the user has not seen yet (admin spec §4, new-notification marker).
 * - `drafts` holds the activities logged offline, keyed by their local id (participant
 *   spec §4, rule 12), with their photos' bytes (decision 042).
 */
export const APP_DB_NAME = 'appDb';
export const APP_DB_VERSION = 1;
export const NOTIFICATION_STATUS_KEY = 'notification_status';

/** What the service worker writes when a push arrives. */
export interface NotificationStatus {
  status: 'new_notification';
  /** When the push arrived (ISO 8601). */
  at: string;
}

/** A photo of a draft: its bytes, kept as an ArrayBuffer, which every IndexedDB clones alike. */
export interface DraftPhoto {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** One activity logged offline, waiting to be sent (participant spec §3, Activity draft). */
export interface StoredDraft {
  /** The local id (a UUID): the draft's key and, when it is sent, its `Idempotency-Key` (rule 12). */
  localId: string;
  /** Whose draft it is: only this user sees and sends it. */
  userId: string;
  eventId: string;
  /** The activity's day, `YYYY-MM-DD`. */
  date: string;
  distanceKm: number;
  distanceMile: number;
  notice: string;
  /** Minutes, when given (issue 25); drafts stored before durations existed have none. */
  durationMinutes?: number | null;
  photos: DraftPhoto[];
  createdAt: string;
  updatedAt: string;
  /** The error code of the last refusal (e.g. `EVENT_NOT_RUNNING`), kept until the user edits. */
  refusal: string | null;
}

interface AppDbSchema extends DBSchema {
  notification: { key: string; value: NotificationStatus };
  drafts: { key: string; value: StoredDraft; indexes: { byEvent: string } };
}

export type AppDb = IDBPDatabase<AppDbSchema>;

let opening: Promise<AppDb> | null = null;

/** The one connection of this page or worker, opened (and upgraded) on first use. */
export function openAppDb(): Promise<AppDb> {
  opening ??= openDB<AppDbSchema>(APP_DB_NAME, APP_DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('notification')) db.createObjectStore('notification');
      if (!db.objectStoreNames.contains('drafts')) {
        const drafts = db.createObjectStore('drafts', { keyPath: 'localId' });
        drafts.createIndex('byEvent', 'eventId');
      }
    },
    // Another tab opened a newer version: let it upgrade and reopen on the next call here.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Marks that a notification arrived the user has not seen yet (written by the service worker). */
export async function markNewNotification(): Promise<void> {
  const db = await openAppDb();
  await db.put(
    'notification',
    { status: 'new_notification', at: new Date().toISOString() },
    NOTIFICATION_STATUS_KEY,
  );
}

/** Whether a notification arrived the user has not seen yet. */
export async function hasNewNotification(): Promise<boolean> {
  const db = await openAppDb();
  return (await db.get('notification', NOTIFICATION_STATUS_KEY)) !== undefined;
}

/** Clears the marker (opening `/notification`). */
export async function clearNewNotification(): Promise<void> {
  const db = await openAppDb();
  await db.delete('notification', NOTIFICATION_STATUS_KEY);
}

/** Stores a draft (new or edited), keyed by its local id. */
export async function putDraft(draft: StoredDraft): Promise<void> {
  const db = await openAppDb();
  await db.put('drafts', draft);
}

/** One draft by its local id; `undefined` when there is none. */
export async function getDraft(localId: string): Promise<StoredDraft | undefined> {
  const db = await openAppDb();
  return db.get('drafts', localId);
}

/** The drafts of one user, oldest first (the order they are sent in). */
export async function listDrafts(userId: string): Promise<StoredDraft[]> {
  const db = await openAppDb();
  const all = await db.getAll('drafts');
  return all
    .filter((draft) => draft.userId === userId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Removes one draft (sent, or deleted by the user). */
export async function deleteDraft(localId: string): Promise<void> {
  const db = await openAppDb();
  await db.delete('drafts', localId);
}
