import { AppError } from '@cc/shared/errors/app-error';
import type { AdminNotice, AdminNoticeBody } from '@cc/shared/feed/feed.schemas';
import { newId } from '../../db/ids';
import type { AdminContext, SignedInContext } from '../../platform/context';
import { recordAudit } from '../audit';
import * as repo from './admin-notice.repository';
import { toAdminNotice } from './feed.mapper';

/**
 * The pinned feed notice (GET /api/activities/newFeedsAdmin) for anyone signed in: the
 * notice as the only doc, or no docs when there is none.
 */
export async function findAdminNotices(ctx: SignedInContext): Promise<{ docs: AdminNotice[] }> {
  const row = await repo.findNotice(ctx.db);
  return { docs: row ? [toAdminNotice(row, readerOf(ctx))] : [] };
}

/** How the caller reads the notice: a participant in their language, an administrator as stored. */
function readerOf(ctx: SignedInContext) {
  return {
    language: ctx.acceptLanguage ?? ctx.user.language,
    resolve: ctx.user.role !== 'admin',
  };
}

/** The stored German and English columns of a body (empty when not written). */
function translationColumns(body: AdminNoticeBody) {
  return {
    titleDe: body.titles?.de ?? '',
    titleEn: body.titles?.en ?? '',
    noticeDe: body.notices?.de ?? '',
    noticeEn: body.notices?.en ?? '',
  };
}

/**
 * Sets the pinned notice (POST /api/activities/adminCreate, admin): there is one notice
 * (rule 24), so an existing one is replaced by the new record.
 */
export async function createAdminNotice(
  ctx: AdminContext,
  body: AdminNoticeBody,
): Promise<AdminNotice> {
  const row = await ctx.db.transaction(async (tx) => {
    const replaced = await repo.findNotice(tx);
    const created = await repo.replaceNotice(tx, {
      id: newId(),
      title: body.title,
      notice: body.notice,
      ...translationColumns(body),
    });
    // A replaced notice is the row's `before` (decision 095).
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'notice.create',
      objectType: 'notice',
      objectId: created.id,
      before: replaced ?? null,
      after: created,
    });
    return created;
  });
  return toAdminNotice(row, readerOf(ctx));
}

/** Changes the notice `id` (PATCH /api/activities/adminUpdate/:id, admin); NOT_FOUND if none. */
export async function updateAdminNotice(
  ctx: AdminContext,
  id: string,
  body: AdminNoticeBody,
): Promise<AdminNotice> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findNotice(tx);
    const after = await repo.updateNotice(tx, id, {
      title: body.title,
      notice: body.notice,
      ...translationColumns(body),
    });
    if (!after) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'notice.update',
      objectType: 'notice',
      objectId: id,
      before: before?.id === id ? before : null,
      after,
    });
    return after;
  });
  return toAdminNotice(row, readerOf(ctx));
}

/** Removes the notice `id` (DELETE /api/activities/adminDelete/:id, admin); NOT_FOUND if none. */
export async function deleteAdminNotice(ctx: AdminContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findNotice(tx);
    if (!(await repo.deleteNotice(tx, id))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'notice.delete',
      objectType: 'notice',
      objectId: id,
      before: before?.id === id ? before : null,
    });
  });
  return { msg: 'DELETED' as const };
}
