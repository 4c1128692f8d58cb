import { type Paged, toPaged } from '@cc/shared/common/paging';
import { AppError } from '@cc/shared/errors/app-error';
import { foldSearchText } from '@cc/shared/users/search';
import { profileDefaults } from '@cc/shared/users/users.constants';
import type {
  AdminUser,
  CreateUserBody,
  ListUsersQuery,
  UpdateUserBody,
} from '@cc/shared/users/users.schemas';
import { newId } from '../../db/ids';
import type { AdminContext, SignedInContext } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import { type CellValue, type SheetSpec, sheetLanguageOf } from '../../platform/spreadsheet';
import { recordAudit } from '../audit';
import { changeAccount } from '../sessions';
import { recordUserChanges } from './users.audit';
import { usersSheetTexts } from './users.export-texts';
import { toAdminUser } from './users.mapper';
import * as repo from './users.repository';

/** The searchable fields named in a comma-separated `fields` query; unknown names are ignored. */
function parseSearchFields(fields: string | undefined): repo.SearchableField[] | undefined {
  if (!fields) return undefined;
  const known = Object.keys(repo.searchableColumns);
  const picked = [...new Set(fields.split(',').map((f) => f.trim()))].filter((f) =>
    known.includes(f),
  ) as repo.SearchableField[];
  return picked.length > 0 ? picked : undefined;
}

/**
 * The users table for administrators: `filter` matched anywhere, ignoring accents and
 * case, in the fields named by `fields` (all four when absent); sorted by `sort` and
 * `order` (default: newest first), with the id as tie-breaker so pages never overlap.
 */
export async function listUsers(
  ctx: AdminContext,
  query: ListUsersQuery,
): Promise<Paged<AdminUser>> {
  const folded = query.filter ? foldSearchText(query.filter) : undefined;
  const where = repo.userSearchCondition(folded, parseSearchFields(query.fields));
  const sort = query.sort ?? 'createdAt';
  const order = query.order ?? (sort === 'createdAt' ? -1 : 1);
  const [rows, total] = await Promise.all([
    repo.findAdminUserPage(ctx.db, {
      where,
      sort,
      descending: order === -1,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countUsers(ctx.db, where),
  ]);
  return toPaged(rows.map(toAdminUser), total, query);
}

/** One user as administrators see it; NOT_FOUND when missing. */
export async function getUser(ctx: AdminContext, id: string): Promise<AdminUser> {
  const row = await repo.findAdminUserById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminUser(row);
}

/**
 * Creates a user from the admin form: verified and active unless `status` says otherwise
 * (rule 5), display name "first last", profile defaults, first login still to come.
 * EMAIL_ALREADY_EXISTS when the address is taken, also when two creates race.
 */
export async function createUser(ctx: AdminContext, body: CreateUserBody): Promise<AdminUser> {
  const id = newId();
  const displayName = `${body.firstName} ${body.lastName}`;
  const inserted = await ctx.db.transaction(async (tx) => {
    const isNew = await repo.insertUserIfEmailFree(tx, {
      id,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      firstName: body.firstName,
      lastName: body.lastName,
      displayName,
      searchText: foldSearchText(body.firstName, body.lastName, displayName, body.email),
      country: body.country,
      userType: body.userType,
      role: body.role,
      status: body.status ?? true,
      company: body.company ?? null,
      verifiedAt: new Date(),
      language: profileDefaults.language,
      unit: profileDefaults.unit,
      activityType: profileDefaults.activityType,
      activityShare: profileDefaults.activityShare,
      activityViewPhotoAndComment: profileDefaults.activityViewPhotoAndComment,
      acceptFriendship: profileDefaults.acceptFriendship,
      firstTimeLogin: true,
    });
    if (isNew) {
      const after = await repo.findAdminUserById(tx, id);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'user.create',
        objectType: 'user',
        objectId: id,
        after,
      });
    }
    return isNew;
  });
  if (!inserted) throw new AppError('EMAIL_ALREADY_EXISTS');
  ctx.log.info({ userId: id, by: ctx.user.id }, 'user created by an administrator');
  return getUser(ctx, id);
}

/** Drops keys whose value is undefined (absent fields keep their stored value). */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Updates a user from the admin form. A new email must be free; a new password is hashed,
 * clears any lockout and ends all the user's sessions, as does deactivation (rule 4).
 * Administrators cannot change their own role or deactivate themselves, and no change
 * demotes or deactivates the last active administrator (LAST_ADMIN, decision 055).
 */
export async function updateUser(
  ctx: AdminContext,
  id: string,
  body: UpdateUserBody,
): Promise<AdminUser> {
  const admin = ctx.user;
  const { _id: _ignored, password, ...fields } = body;
  const changes: repo.UserChanges = definedOnly(fields);
  if (password !== undefined) {
    Object.assign(changes, {
      passwordHash: await hashPassword(password),
      failedLoginCount: 0,
      lockedUntil: null,
    });
  }
  // Role, status, address and sessions are what the access check reads.
  await changeAccount(ctx, id, async (tx, endSessions) => {
    const current = await repo.lockUserForUpdate(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    const before = await repo.findAdminUserById(tx, id);
    if (id === admin.id && fields.role !== undefined && fields.role !== current.role) {
      throw new AppError('CANNOT_CHANGE_OWN_ROLE');
    }
    if (id === admin.id && fields.status === false) throw new AppError('CANNOT_DEACTIVATE_SELF');
    const removesAdmin =
      (fields.role !== undefined && fields.role !== 'admin') || fields.status === false;
    if (removesAdmin && (await repo.isLastActiveAdmin(tx, id))) throw new AppError('LAST_ADMIN');
    if (fields.email !== undefined && fields.email !== current.email) {
      if (await repo.findUserIdByEmail(tx, fields.email, id))
        throw new AppError('EMAIL_ALREADY_EXISTS');
    }
    const next = { ...current, ...definedOnly(fields) };
    changes.searchText = foldSearchText(
      next.firstName,
      next.lastName,
      next.displayName,
      next.email,
    );
    try {
      await repo.updateUserColumns(tx, id, changes);
    } catch (err) {
      if (repo.isDuplicateEmailError(err)) throw new AppError('EMAIL_ALREADY_EXISTS');
      throw err;
    }
    if (password !== undefined || fields.status === false) await endSessions();
    const after = await repo.findAdminUserById(tx, id);
    if (before && after)
      await recordUserChanges(tx, admin.id, before, after, password !== undefined);
  });
  return getUser(ctx, id);
}

/** Removes another user's account (admin); CANNOT_DELETE_SELF for the caller's own id. */
export async function deleteUser(ctx: AdminContext, id: string): Promise<void> {
  const admin = ctx.user;
  if (id === admin.id) throw new AppError('CANNOT_DELETE_SELF');
  await deleteUserAccount(ctx, id);
}

/**
 * Removes an account and everything it owns, for both self-removal and admin removal;
 * the caller has already decided that `userId` may go. In one transaction the user's
 * contributions leave the maintained counters (event totals and participant counts, like
 * and comment counts on other users' activities) and the row is deleted (the foreign keys
 * cascade to sessions, activities, friendships, ...). The files (avatar, activity images
 * and thumbnails) are deleted after the commit. NOT_FOUND when the user does not exist.
 */
export async function deleteUserAccount(ctx: SignedInContext, userId: string): Promise<void> {
  const fileKeys = await changeAccount(ctx, userId, async (tx) => {
    const keys = await repo.lockUserForRemoval(tx, userId);
    if (!keys) throw new AppError('NOT_FOUND');
    if (await repo.isLastActiveAdmin(tx, userId)) throw new AppError('LAST_ADMIN');
    // Only an administrator removes someone else's account (deleteUser).
    if (userId !== ctx.user.id) {
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'user.delete',
        objectType: 'user',
        objectId: userId,
        before: await repo.findAdminUserById(tx, userId),
      });
    }
    await repo.subtractUserFromCounters(tx, userId);
    await repo.deleteUserRow(tx, userId);
    return keys;
  });
  for (const key of fileKeys) {
    await ctx.storage.delete(key).catch((err) => ctx.log.warn({ err, key }, 'file not deleted'));
  }
  ctx.log.info({ userId, by: ctx.user.id, files: fileKeys.length }, 'user removed');
}

/** Users read per page of the export. */
export const EXPORT_PAGE_SIZE = 1000;

/** A stored code's label in the export's language; an unknown code as it is stored. */
function labelOf(labels: Record<string, string>, code: string | null): string | null {
  return code === null ? null : (labels[code] ?? code);
}

/**
 * The users export (admin spec §7, GET users/download/all): one row per user, read in
 * pages of EXPORT_PAGE_SIZE by id so memory stays flat; dates as DD/MM/YYYY in the
 * platform's time zone. Sheet name, headers and words in the language of the request
 * (sheetLanguageOf). Recorded in the audit trail before the first byte.
 */
export async function exportUsers(ctx: AdminContext): Promise<SheetSpec> {
  // A read, but a download of everyone's data: the trail records it (decision 095).
  await recordAudit(ctx.db, {
    actorId: ctx.user.id,
    action: 'export.download',
    objectType: 'export',
    objectId: null,
    after: { export: 'users' },
  });
  const texts = usersSheetTexts[sheetLanguageOf(ctx)];
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: ctx.config.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  async function* rows(): AsyncGenerator<CellValue[]> {
    let afterId: string | undefined;
    for (;;) {
      const page = await repo.findExportPage(ctx.db, afterId, EXPORT_PAGE_SIZE);
      for (const u of page) {
        yield [
          u.firstName,
          u.lastName,
          u.displayName,
          u.email,
          u.country,
          labelOf(texts.userTypes, u.userType),
          labelOf(texts.roles, u.role),
          u.status ? texts.active : texts.inactive,
          u.company,
          u.teamName,
          u.verifiedAt ? texts.yes : texts.no,
          day.format(u.createdAt),
        ];
      }
      if (page.length < EXPORT_PAGE_SIZE) return;
      afterId = page.at(-1)?.id;
    }
  }
  return { name: texts.sheetName, columns: texts.columns, rows: rows() };
}
