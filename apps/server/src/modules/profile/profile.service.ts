import { randomUUID } from 'node:crypto';
import type { ChangePasswordBody } from '@cc/shared/auth/auth.schemas';
import { AppError } from '@cc/shared/errors/app-error';
import {
  instantProfileFields,
  type Profile,
  type UpdateProfileBody,
} from '@cc/shared/profile/profile.schemas';
import { foldSearchText } from '@cc/shared/users/search';
import type { Db } from '../../db/client';
import type { ServiceContext, SignedInContext } from '../../platform/context';
import { reencodeImage } from '../../platform/images';
import { hashPassword } from '../../platform/passwords';
import type { Storage } from '../../platform/storage';
import { changeAccount, checkPassword } from '../sessions';
import { deleteUserAccount } from '../users';
import { toProfile } from './profile.mapper';
import * as repo from './profile.repository';

/**
 * The profile of a user (participant spec §3), read in one query: avatar as a storage URL
 * or null, the ids of the joined events, and the friendships split into accepted
 * (`friends`), pending requests to the user (`waitingAcceptFriends`) and pending requests
 * the user sent (`sendingRequestFriends`). Throws NOT_FOUND when the user does not exist.
 * `storage` (a request's `ctx.storage`) gives the avatar its signed address (decision 062).
 */
export async function getProfileById(
  db: Db,
  userId: string,
  storage: Pick<Storage, 'url'>,
): Promise<Profile> {
  const row = await repo.findProfileRow(db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toProfile(row, storage);
}

/** The caller's own profile. */
export function getOwnProfile(ctx: SignedInContext): Promise<Profile> {
  return getProfileById(ctx.db, ctx.user.id, ctx.storage);
}

/**
 * Saves the caller's profile fields. Saving marks the first login as done, unless only
 * the instantly saved settings (language, unit) came (decision 080); the search text is
 * refolded from the row as it will be stored, under a row lock so concurrent saves cannot
 * leave it stale.
 */
export async function updateOwnProfile(ctx: SignedInContext, body: UpdateProfileBody) {
  const userId = ctx.user.id;
  const sent = definedOnly(body);
  const fields = Object.keys(sent);
  const isInstantOnly =
    fields.length > 0 &&
    fields.every((field) => (instantProfileFields as readonly string[]).includes(field));
  // The access check carries the profile language: the next request reads it afresh.
  await changeAccount(ctx, userId, async (tx) => {
    const current = await repo.lockSearchSource(tx, userId);
    if (!current) throw new AppError('NOT_FOUND');
    const next = { ...current, ...sent };
    await repo.updateProfileColumns(tx, userId, {
      ...body,
      ...(isInstantOnly ? {} : { firstTimeLogin: false }),
      searchText: foldSearchText(next.firstName, next.lastName, next.displayName, next.email),
    });
  });
  return getProfileById(ctx.db, userId, ctx.storage);
}

/** Drops keys whose value is undefined (absent fields keep their stored value). */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Changes the caller's password after checking the old one (WRONG_PASSWORD on
 * `oldPassword` otherwise) and ends every other session of the caller (rule 4);
 * the session making the change stays valid. Guesses of the old password count against
 * the login lockout (rule 3, decision 025): BLOCKED_USER while the account is locked
 * and for the guess that locks it.
 */
export async function changeOwnPassword(ctx: SignedInContext, body: ChangePasswordBody) {
  const { user } = ctx;
  const check = await checkPassword(ctx, { id: user.id }, body.oldPassword);
  if (check.result === 'unknown') throw new AppError('NOT_FOUND');
  if (check.result === 'locked' || (check.result === 'wrong' && check.locksNow)) {
    throw new AppError('BLOCKED_USER');
  }
  if (check.result === 'wrong') {
    throw new AppError('WRONG_PASSWORD', { oldPassword: ['WRONG_PASSWORD'] });
  }
  const newHash = await hashPassword(body.newPassword);
  await changeAccount(ctx, user.id, async (tx, endSessions) => {
    await repo.updatePasswordHash(tx, user.id, newHash);
    await endSessions(user.sessionId);
  });
  return { msg: 'PASSWORD_CHANGED' as const };
}

/** Longest side of a stored avatar, in pixels. */
export const AVATAR_SIZE = 256;

/**
 * Replaces the caller's avatar with an uploaded PNG or JPEG (checked by its bytes),
 * re-encoded as WebP of at most 256x256 without metadata and stored under a new random
 * key. The previous file is deleted once the database points at the new one; if the
 * update fails, the new file is removed again, so a failed upload leaves nothing behind.
 */
export async function setOwnAvatar(ctx: SignedInContext, upload: Buffer): Promise<Profile> {
  const userId = ctx.user.id;
  const webp = await reencodeImage(upload, ['png', 'jpeg'], AVATAR_SIZE);
  const key = `avatars/${randomUUID()}.webp`;
  await ctx.storage.put(key, webp);
  let previous: string | null;
  try {
    previous = await replaceAvatarKey(ctx.db, userId, key);
  } catch (err) {
    await deleteFiles(ctx, [key]);
    throw err;
  }
  await deleteFiles(ctx, [previous]);
  return getProfileById(ctx.db, userId, ctx.storage);
}

/** Removes the caller's avatar; the file goes once the database no longer names it. */
export async function clearOwnAvatar(ctx: SignedInContext): Promise<Profile> {
  const userId = ctx.user.id;
  const previous = await replaceAvatarKey(ctx.db, userId, null);
  await deleteFiles(ctx, [previous]);
  return getProfileById(ctx.db, userId, ctx.storage);
}

/** Points the user at a new avatar key and answers the key it replaced. */
async function replaceAvatarKey(db: Db, userId: string, key: string | null) {
  return db.transaction(async (tx) => {
    const current = await repo.lockAvatarKey(tx, userId);
    if (!current) throw new AppError('NOT_FOUND');
    await repo.updateAvatarKey(tx, userId, key);
    return current.avatarKey;
  });
}

/** Deletes stored files; a failure is logged, never thrown (the database is already right). */
async function deleteFiles(ctx: ServiceContext, keys: Array<string | null>) {
  for (const key of keys) {
    if (!key) continue;
    await ctx.storage.delete(key).catch((err) => ctx.log.warn({ err, key }, 'file not deleted'));
  }
}

/**
 * Removes the caller's own account with everything that belongs to it (participant spec
 * §7, DELETE /users/). Administrators cannot remove themselves (CANNOT_DELETE_SELF).
 */
export async function deleteOwnAccount(ctx: SignedInContext): Promise<void> {
  const { user } = ctx;
  if (user.role === 'admin') throw new AppError('CANNOT_DELETE_SELF');
  await deleteUserAccount(ctx, user.id);
}
