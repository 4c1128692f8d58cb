import { create } from 'zustand';
import {
  deleteDraft as deleteStoredDraft,
  getDraft,
  listDrafts,
  putDraft,
  type StoredDraft,
} from '../../lib/app-db';
import { useAuthStore } from '../../lib/auth-store';

/**
 * The drafts of the signed-in user as the screens show them (participant spec §3, §4 Activity
 * drafts): the fields without the photos' bytes, which stay in IndexedDB (`appDb`, store
 * `drafts`; decision 042). This is the list the persisted `store` keeps, so the drafts show
 * at once after a start, before IndexedDB has answered.
 */
export interface DraftSummary {
  localId: string;
  eventId: string;
  date: string;
  distanceKm: number;
  distanceMile: number;
  notice: string;
  /** Minutes, when given; absent in drafts stored before durations existed. */
  durationMinutes?: number | null;
  photoCount: number;
  createdAt: string;
  /** The error code of the last refusal, until the user edits the draft. */
  refusal: string | null;
}

interface DraftsState {
  drafts: DraftSummary[];
  /** The local id of the draft being sent now (its spinner). */
  sendingId: string | null;
}

export const useDraftsStore = create<DraftsState>(() => ({ drafts: [], sendingId: null }));

/** The summary of a stored draft. */
export function summarize(draft: StoredDraft): DraftSummary {
  const { photos, userId: _userId, updatedAt: _updatedAt, ...fields } = draft;
  return { ...fields, photoCount: photos.length };
}

function signedInUser(): string | null {
  const { authed, userId } = useAuthStore.getState();
  return authed ? userId : null;
}

/** Reads the signed-in user's drafts from IndexedDB into the list the screens show. */
export async function reloadDrafts(): Promise<StoredDraft[]> {
  const userId = signedInUser();
  const drafts = userId ? await listDrafts(userId) : [];
  useDraftsStore.setState({ drafts: drafts.map(summarize) });
  return drafts;
}

/** Puts restored summaries on screen until IndexedDB has answered (persisted state). */
export function showRestoredDrafts(drafts: DraftSummary[]): void {
  useDraftsStore.setState({ drafts });
}

/** Stores a draft (new or edited) and shows it. */
export async function saveDraft(draft: StoredDraft): Promise<void> {
  await putDraft(draft);
  await reloadDrafts();
}

/** One of the signed-in user's drafts, with its photos; `null` when there is none. */
export async function findDraft(localId: string): Promise<StoredDraft | null> {
  const draft = await getDraft(localId);
  return draft && draft.userId === signedInUser() ? draft : null;
}

/** Removes a draft (sent, or deleted by the user) and hides it. */
export async function removeDraft(localId: string): Promise<void> {
  await deleteStoredDraft(localId);
  await reloadDrafts();
}

/** Marks which draft is being sent (`null` when none), for its spinner. */
export function markSending(localId: string | null): void {
  useDraftsStore.setState({ sendingId: localId });
}

/** The signed-in user's drafts of one event, newest date first like the activities. */
export function useEventDrafts(eventId: string): DraftSummary[] {
  const drafts = useDraftsStore((state) => state.drafts);
  return drafts
    .filter((draft) => draft.eventId === eventId)
    .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
}

/** The local id of the draft being sent now, if any. */
export function useSendingDraftId(): string | null {
  return useDraftsStore((state) => state.sendingId);
}
