import { AppError } from '@cc/shared/errors/app-error';
import { FAIR_PLAY_DEFAULTS } from '@cc/shared/fair-play/fair-play.rules';
import type { FairPlay, FairPlaySettingsBody } from '@cc/shared/fair-play/fair-play.schemas';
import type { AdminContext } from '../../platform/context';
import { recordAudit } from '../audit';
import * as repo from './fair-play.repository';

/**
 * An event's fair play settings (decision 071): what it saved, or the defaults every event
 * checks with until its organiser changes them.
 */
export async function getFairPlay(ctx: AdminContext, eventId: string): Promise<FairPlay> {
  const [exists, saved] = await Promise.all([
    repo.eventExists(ctx.db, eventId),
    repo.findSettings(ctx.db, eventId),
  ]);
  if (!exists) throw new AppError('NOT_FOUND');
  return { eventId, settings: saved ?? FAIR_PLAY_DEFAULTS, isDefault: saved === undefined };
}

/**
 * Saves an event's settings whole (PUT /api/events/:id/fairPlay). They apply to entries
 * created or edited from then on; what was checked before keeps its status.
 */
export async function putFairPlay(
  ctx: AdminContext,
  eventId: string,
  body: FairPlaySettingsBody,
): Promise<FairPlay> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.eventExists(tx, eventId))) throw new AppError('NOT_FOUND');
    const before = await repo.findSettings(tx, eventId);
    await repo.upsertSettings(tx, eventId, body);
    // An event's fair play settings are part of the event (decision 095).
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'event.update',
      objectType: 'event',
      objectId: eventId,
      before: { fairPlay: before ?? null },
      after: { fairPlay: body },
    });
  });
  return { eventId, settings: body, isDefault: false };
}
