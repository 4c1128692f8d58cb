import { type Paged, type PageQuery, toPaged } from '@cc/shared/common/paging';
import { AppError } from '@cc/shared/errors/app-error';
import type { Friendship } from '@cc/shared/friends/friends.schemas';
import { NotificationType } from '@cc/shared/notifications/notifications.schemas';
import type { FriendState } from '@cc/shared/users/users.public';
import type { Db } from '../../db/client';
import * as idempotency from '../../db/idempotency';
import { newId } from '../../db/ids';
import type { SignedInContext } from '../../platform/context';
import { createNotifications } from '../notifications';
import { toFriendship } from './friends.mapper';
import * as repo from './friends.repository';

/** One friendship as the caller sees it; NOT_FOUND when it is gone. */
async function getFriendship(ctx: SignedInContext, id: string): Promise<Friendship> {
  const row = await repo.findFriendshipById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toFriendship(row, ctx.user.id, ctx.storage);
}

/** Accepts a pending request inside `tx` and tells its sender (type 1006). */
async function accept(tx: Db, request: repo.FriendshipRef) {
  await repo.markAccepted(tx, request.id);
  await createNotifications(tx, [
    {
      userId: request.senderId,
      type: NotificationType.REQUEST_ACCEPTED,
      message: 'REQUEST_ACCEPTED',
      modelId: request.id,
      senderId: request.receiverId,
    },
  ]);
}

/**
 * One attempt at a request from `senderId` to `receiverId` in one transaction (rule 19):
 * answers the id of the new request, or of the friendship when the receiver had already
 * asked. Throws the pair's unique violation when a concurrent request got in first.
 */
async function requestOrAccept(tx: Db, senderId: string, receiverId: string): Promise<string> {
  const target = await repo.findRequestTarget(tx, receiverId);
  if (target?.role !== 'user' || !target.status || !target.verifiedAt) {
    throw new AppError('NOT_FOUND');
  }
  const existing = await repo.lockPair(tx, senderId, receiverId);
  if (existing?.status === 'accepted') throw new AppError('ALREADY_FRIENDS');
  if (existing?.senderId === senderId) throw new AppError('FRIEND_REQUEST_EXISTS');
  if (existing) {
    await accept(tx, existing);
    return existing.id;
  }
  if (!target.acceptFriendship) throw new AppError('FRIENDSHIP_NOT_ALLOWED');
  const id = newId();
  await repo.insertRequest(tx, { id, senderId, receiverId });
  await createNotifications(tx, [
    {
      userId: receiverId,
      type: NotificationType.FRIEND_REQUEST,
      message: 'FRIEND_REQUEST',
      modelId: id,
      senderId,
    },
  ]);
  return id;
}

/** Idempotency scope of a friend request. */
const ADD_FRIEND_SCOPE = 'POST /api/friends/addFriend';

/**
 * Sends a friend request (POST /friends/addFriend); to someone who already asked the caller
 * it makes them friends instead. Two users asking each other at the same moment meet at the
 * unique index on the pair: the loser's transaction rolls back and is run once more, now
 * seeing the winner's request, so it accepts it (or reports the duplicate) instead of failing.
 * With an Idempotency-Key, a retry answers the first answer and changes nothing: the key is
 * claimed with the answer at the end of the transaction (db/idempotency.ts), where a racing
 * retry waits for the first one and then, finding the key taken, replays its answer; the
 * key sent again for another receiver is IDEMPOTENCY_KEY_REUSED (422, decision 061).
 */
export async function addFriend(
  ctx: SignedInContext,
  receiverId: string,
  idempotencyKey?: string,
): Promise<Friendship> {
  const { user } = ctx;
  if (receiverId === user.id) throw new AppError('CANNOT_FRIEND_SELF');
  const ref = idempotency.refOf(user.id, ADD_FRIEND_SCOPE, idempotencyKey, {
    receiver: receiverId,
  });
  const attempt = () =>
    ctx.db.transaction(async (tx) => {
      const id = await requestOrAccept(tx, user.id, receiverId);
      const row = await repo.findFriendshipById(tx, id);
      if (!row) throw new AppError('NOT_FOUND');
      const answer = { statusCode: 201, body: toFriendship(row, user.id, ctx.storage) };
      if (ref) await idempotency.claimKey(tx, ref, answer);
      return answer;
    });
  const answer = await idempotency.runOnce(ctx.db, ref, async () => {
    try {
      return await attempt();
    } catch (err) {
      if (!repo.isDuplicatePairError(err)) throw err;
      return attempt();
    }
  });
  return answer.body;
}

/**
 * Locks the friendship `idOrUserId` names for the caller and checks that the caller may do
 * `action` to it: only the receiver accepts or rejects a pending request, only its sender
 * cancels it, either party deletes a friendship. NOT_FOUND otherwise.
 */
async function lockForAction(
  tx: Db,
  userId: string,
  idOrUserId: string,
  action: 'accept' | 'reject' | 'cancel' | 'delete',
): Promise<repo.FriendshipRef> {
  const row = await repo.lockFriendshipOf(tx, userId, idOrUserId);
  const allowed =
    row &&
    (action === 'delete'
      ? row.status === 'accepted'
      : row.status === 'pending' &&
        (action === 'cancel' ? row.senderId === userId : row.receiverId === userId));
  if (!allowed) throw new AppError('NOT_FOUND');
  return row;
}

/** Accepts a request sent to the caller and tells its sender (type 1006). */
export async function acceptFriend(ctx: SignedInContext, idOrUserId: string): Promise<Friendship> {
  const { user } = ctx;
  const id = await ctx.db.transaction(async (tx) => {
    const request = await lockForAction(tx, user.id, idOrUserId, 'accept');
    await accept(tx, request);
    return request.id;
  });
  return getFriendship(ctx, id);
}

/** Deletes a request or friendship after checking the caller may (see lockForAction). */
async function remove(
  ctx: SignedInContext,
  idOrUserId: string,
  action: 'reject' | 'cancel' | 'delete',
): Promise<{ msg: 'DELETED' }> {
  const { user } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await lockForAction(tx, user.id, idOrUserId, action);
    await repo.deleteFriendshipRow(tx, row.id);
  });
  return { msg: 'DELETED' };
}

/** Declines a request sent to the caller. */
export function rejectFriend(ctx: SignedInContext, idOrUserId: string) {
  return remove(ctx, idOrUserId, 'reject');
}

/** Withdraws a request the caller sent. */
export function cancelRequest(ctx: SignedInContext, idOrUserId: string) {
  return remove(ctx, idOrUserId, 'cancel');
}

/** Ends a friendship of the caller. */
export function deleteFriend(ctx: SignedInContext, idOrUserId: string) {
  return remove(ctx, idOrUserId, 'delete');
}

/** The caller's friends, most recently accepted first, one page at a time. */
export async function listMyFriends(
  ctx: SignedInContext,
  query: PageQuery,
): Promise<Paged<Friendship>> {
  const { user } = ctx;
  const [rows, total] = await Promise.all([
    repo.findFriendshipsOf(ctx.db, user.id, 'accepted', {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countFriendshipsOf(ctx.db, user.id, 'accepted'),
  ]);
  return toPaged(
    rows.map((r) => toFriendship(r, user.id, ctx.storage)),
    total,
    query,
  );
}

/**
 * All of the caller's friendships of one kind: friends, requests waiting for the caller's
 * answer (`incoming`), or requests the caller sent (`outgoing`). Newest first.
 */
export async function listFriendships(
  ctx: SignedInContext,
  kind: repo.FriendshipKind,
): Promise<{ docs: Friendship[] }> {
  const { user } = ctx;
  const rows = await repo.findFriendshipsOf(ctx.db, user.id, kind);
  return { docs: rows.map((r) => toFriendship(r, user.id, ctx.storage)) };
}

/** Where the caller stands with another user, and the friendship or request concerned. */
export interface FriendStanding {
  friendState: FriendState;
  friendshipId: string | null;
}

/**
 * The caller's standing with each of `userIds` (the caller themself is `self`), read in one
 * query, for lists such as the user search.
 */
export async function findFriendStandings(
  ctx: SignedInContext,
  userIds: string[],
): Promise<Map<string, FriendStanding>> {
  const { user } = ctx;
  const others = [...new Set(userIds)].filter((id) => id !== user.id);
  const refs = await repo.findRefsBetween(ctx.db, user.id, others);
  const standings = new Map<string, FriendStanding>();
  for (const id of userIds) standings.set(id, { friendState: 'none', friendshipId: null });
  if (userIds.includes(user.id))
    standings.set(user.id, { friendState: 'self', friendshipId: null });
  for (const ref of refs) {
    const other = ref.senderId === user.id ? ref.receiverId : ref.senderId;
    const friendState: FriendState =
      ref.status === 'accepted' ? 'friend' : ref.senderId === user.id ? 'pending' : 'waiting';
    standings.set(other, { friendState, friendshipId: ref.id });
  }
  return standings;
}
