import type { DraftPhoto, StoredDraft } from '../../../lib/app-db';
import type { ActivityRequestFields } from '../api/send-activity';

/** What the form hands over to become a draft: its key, fields and photos. */
export interface DraftInput {
  localId: string;
  userId: string;
  eventId: string;
  fields: ActivityRequestFields;
  files: File[];
}

/** The photos' bytes, as IndexedDB stores them. */
async function toDraftPhotos(files: File[]): Promise<DraftPhoto[]> {
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      type: file.type,
      bytes: await file.arrayBuffer(),
    })),
  );
}

/**
 * The stored draft of a form's values. A new draft starts now; an edited one keeps its
 * creation time (the order drafts are sent in) and loses its refusal: the user has changed
 * what the server refused.
 */
export async function toStoredDraft(
  input: DraftInput,
  previous?: StoredDraft | null,
): Promise<StoredDraft> {
  const now = new Date().toISOString();
  return {
    localId: input.localId,
    userId: input.userId,
    eventId: input.eventId,
    date: input.fields.date,
    distanceKm: input.fields.distanceKm,
    distanceMile: input.fields.distanceMile,
    notice: input.fields.notice,
    durationMinutes: input.fields.durationMinutes,
    photos: await toDraftPhotos(input.files),
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
    refusal: null,
  };
}

/** The draft's photos as files again, for the form and for the upload. */
export function draftFiles(draft: Pick<StoredDraft, 'photos'>): File[] {
  return draft.photos.map((photo) => new File([photo.bytes], photo.name, { type: photo.type }));
}

/** The request fields of a draft: what a create sends besides its photos. */
export function draftRequestFields(
  draft: StoredDraft,
): ActivityRequestFields & { eventId: string } {
  return {
    eventId: draft.eventId,
    date: draft.date,
    distanceKm: draft.distanceKm,
    distanceMile: draft.distanceMile,
    notice: draft.notice,
    durationMinutes: draft.durationMinutes ?? null,
  };
}
