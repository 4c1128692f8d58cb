import { AppError } from '@cc/shared/errors/app-error';
import type { AdminNotice, AdminNoticeBody } from '@cc/shared/feed/feed.schemas';
import { newId } from '../../db/ids';
import type { AdminContext, ServiceContext } from '../../platform/context';
import * as repo from './admin-notice.repository';
import { toAdminNotice } from './feed.mapper';

/**
 * The pinned feed notice (GET /api/activities/newFeedsAdmin) for anyone signed in: the
 * notice as the only doc, or no docs when there is none.
 */
export async function findAdminNotices(ctx: ServiceContext): Promise<{ docs: AdminNotice[] }> {
  const row = await repo.findNotice(ctx.db);
  return { docs: row ? [toAdminNotice(row)] : [] };
}

/**
 * Sets the pinned notice (POST /api/activities/adminCreate, admin): there is one notice
 * (rule 24), so an existing one is replaced by the new record.
 */
export async function createAdminNotice(
  ctx: AdminContext,
  body: AdminNoticeBody,
): Promise<AdminNotice> {
  const row = await ctx.db.transaction((tx) =>
    repo.replaceNotice(tx, { id: newId(), title: body.title, notice: body.notice }),
  );
  return toAdminNotice(row);
}

/** Changes the notice `id` (PATCH /api/activities/adminUpdate/:id, admin); NOT_FOUND if none. */
export async function updateAdminNotice(
  ctx: AdminContext,
  id: string,
  body: AdminNoticeBody,
): Promise<AdminNotice> {
  const row = await repo.updateNotice(ctx.db, id, { title: body.title, notice: body.notice });
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminNotice(row);
}

/** Removes the notice `id` (DELETE /api/activities/adminDelete/:id, admin); NOT_FOUND if none. */
export async function deleteAdminNotice(ctx: AdminContext, id: string) {
  if (!(await repo.deleteNotice(ctx.db, id))) throw new AppError('NOT_FOUND');
  return { msg: 'DELETED' as const };
}
