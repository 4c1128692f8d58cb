import { randomUUID } from 'node:crypto';
import { AppError } from '@cc/shared/errors/app-error';
import type { Event } from '@cc/shared/events/events.schemas';
import type { AdminContext } from '../../platform/context';
import { encodePhotoImage } from '../activities';
import { recordAudit } from '../audit';
import * as repo from './events.repository';
import { getEvent } from './events.service';

/**
 * An event's image (decision 075): one per event, uploaded by an administrator, validated
 * and re-encoded like an activity photo (JPEG, PNG or WebP by its bytes; WebP without
 * metadata) and stored and served like one, at a signed address.
 */

/**
 * Sets or replaces the image of event `id` (admin). The upload is encoded before anything is
 * written (INVALID_IMAGE refuses it); the new file is stored under a fresh random key, the
 * event pointed at it, and the replaced file deleted after the commit. If the update fails,
 * the new file is removed again. NOT_FOUND when the event is missing.
 */
export async function setEventImage(ctx: AdminContext, id: string, upload: Buffer): Promise<Event> {
  const image = await encodePhotoImage(upload);
  const key = `events/${randomUUID()}.webp`;
  await ctx.storage.put(key, image);
  let previous: string | null;
  try {
    previous = await replaceImageKey(ctx, id, key);
  } catch (err) {
    await deleteFile(ctx, key);
    throw err;
  }
  if (previous) await deleteFile(ctx, previous);
  ctx.log.info({ eventId: id, by: ctx.user.id }, 'event image set');
  return getEvent(ctx, id);
}

/** Removes the image of event `id` (admin); its file goes after the commit. NOT_FOUND if missing. */
export async function removeEventImage(ctx: AdminContext, id: string): Promise<Event> {
  const previous = await replaceImageKey(ctx, id, null);
  if (previous) await deleteFile(ctx, previous);
  ctx.log.info({ eventId: id, by: ctx.user.id }, 'event image removed');
  return getEvent(ctx, id);
}

/** Points the event at `key` and answers the key it replaced. */
function replaceImageKey(ctx: AdminContext, id: string, key: string | null) {
  return ctx.db.transaction(async (tx) => {
    const current = await repo.lockEventImage(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    await repo.updateEventImageKey(tx, id, key);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'event.update',
      objectType: 'event',
      objectId: id,
      before: { imageKey: current.imageKey },
      after: { imageKey: key },
    });
    return current.imageKey;
  });
}

/** Deletes a stored file; a failure is logged, never thrown (the database is already right). */
async function deleteFile(ctx: AdminContext, key: string) {
  await ctx.storage.delete(key).catch((err) => ctx.log.warn({ err, key }, 'file not deleted'));
}
