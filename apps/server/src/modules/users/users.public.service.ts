import { type Paged, toPaged } from '@cc/shared/common/paging';
import { AppError } from '@cc/shared/errors/app-error';
import { foldSearchText } from '@cc/shared/users/search';
import type {
  Competitor,
  PublicProfile,
  UserSearchHit,
  UserSearchQuery,
} from '@cc/shared/users/users.public';
import { type AdminUser, listUsersQuerySchema } from '@cc/shared/users/users.schemas';
import { asAdmin, type SignedInContext } from '../../platform/context';
import { fieldCodesOf } from '../../platform/validation-fields';
import { findFriendStandings } from '../friends';
import { toCompetitorEvent, toPublicProfile, toUserSearchHit } from './users.mapper';
import * as repo from './users.public.repository';
import { getUser, listUsers } from './users.service';

/**
 * The query of GET /api/users read as the admin table's: the route validates the looser
 * participant query, so the admin-only rules (known sort columns, order 1 or -1) apply here.
 */
function parseAdminQuery(query: UserSearchQuery) {
  const parsed = listUsersQuerySchema.safeParse(query);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', fieldCodesOf(parsed.error.issues));
}

/**
 * GET /api/users: the admin table for an administrator, the participant search for anyone
 * else (see searchParticipants).
 */
export function findUsers(
  ctx: SignedInContext,
  query: UserSearchQuery,
): Promise<Paged<AdminUser> | Paged<UserSearchHit>> {
  const admin = asAdmin(ctx);
  if (admin) return listUsers(admin, parseAdminQuery(query));
  return searchParticipants(ctx, query);
}

/**
 * The participant user search: the trimmed filter matched, ignoring accents and case,
 * against first, last and display names only (never the email); an empty filter finds
 * nobody. Administrators, deactivated, unverified and Private users are never found; the
 * caller may find themself (`self`). Sorted by display name, Z to A for `order=-1` (as the
 * app asks, participant spec §7), with each hit's friend state read for the whole page in
 * one query.
 */
export async function searchParticipants(
  ctx: SignedInContext,
  query: UserSearchQuery,
): Promise<Paged<UserSearchHit>> {
  const folded = foldSearchText(query.filter);
  if (!folded) return toPaged([], 0, query);
  const [rows, total] = await Promise.all([
    repo.findSearchPage(ctx.db, folded, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      descending: query.order === -1,
    }),
    repo.countSearch(ctx.db, folded),
  ]);
  const standings = await findFriendStandings(
    ctx,
    rows.map((r) => r.id),
  );
  const docs = rows.map((row) => toUserSearchHit(row, standings.get(row.id), ctx.storage));
  return toPaged(docs, total, query);
}

/** GET /api/users/:id: the admin view for an administrator, the public profile otherwise. */
export function getUserForCaller(
  ctx: SignedInContext,
  id: string,
): Promise<AdminUser | PublicProfile> {
  const admin = asAdmin(ctx);
  if (admin) return getUser(admin, id);
  return getPublicProfile(ctx, id);
}

/**
 * Another participant's public profile. NOT_FOUND for administrators, deactivated or
 * unverified accounts, and Private users other than the caller (rule 16).
 */
export async function getPublicProfile(ctx: SignedInContext, id: string): Promise<PublicProfile> {
  const viewer = ctx.user;
  const row = await repo.findPublicUserRow(ctx.db, id);
  const isVisible =
    row?.role === 'user' &&
    row.status &&
    row.verifiedAt !== null &&
    (row.activityShare !== 'Private' || row.id === viewer.id);
  if (!row || !isVisible) throw new AppError('NOT_FOUND');
  const standing = (await findFriendStandings(ctx, [row.id])).get(row.id);
  return toPublicProfile(row, standing, ctx.storage);
}

/**
 * The competitor page: a participant's public profile and, for every event they joined (or
 * only `eventId`), their rank (ties share it), the number of participants, their totals and
 * activity count. NOT_FOUND when the profile is hidden (getPublicProfile) or the user did
 * not join `eventId`.
 */
export async function getCompetitor(
  ctx: SignedInContext,
  id: string,
  eventId?: string,
): Promise<Competitor> {
  const user = await getPublicProfile(ctx, id);
  const rows = await repo.findCompetitorEvents(ctx.db, id, eventId);
  if (eventId && rows.length === 0) throw new AppError('NOT_FOUND');
  return {
    user,
    events: rows.map(toCompetitorEvent),
  };
}
