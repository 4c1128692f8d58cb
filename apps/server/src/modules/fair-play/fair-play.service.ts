import { AppError } from '@cc/shared/errors/app-error';
import { FAIR_PLAY_DEFAULTS } from '@cc/shared/fair-play/fair-play.rules';
import type { FairPlay, FairPlaySettingsBody } from '@cc/shared/fair-play/fair-play.schemas';
import type { AdminContext } from '../../platform/context';
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
  if (!(await repo.eventExists(ctx.db, eventId))) throw new AppError('NOT_FOUND');
  await repo.upsertSettings(ctx.db, eventId, body);
  return { eventId, settings: body, isDefault: false };
}
