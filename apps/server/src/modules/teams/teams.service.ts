import { AppError, fieldError } from '@cc/shared/errors/app-error';
import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { Team, TeamBody, TeamListQuery, UpdateTeamBody } from '@cc/shared/teams/teams.schemas';
import { newId } from '../../db/ids';
import type { AdminContext, ServiceContext, SignedInContext } from '../../platform/context';
import { recordAudit } from '../audit';
import { getProfileById } from '../profile';
import { toTeam } from './teams.mapper';
import * as repo from './teams.repository';

/** Runs a team write, turning the unique name index's refusal into TEAM_NAME_EXISTS. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (repo.isDuplicateTeamNameError(err)) throw new AppError('TEAM_NAME_EXISTS');
    throw err;
  }
}

/** Every team with its member count (GET /teams/all), sorted by `sort`/`order`. */
export async function listTeams(
  ctx: SignedInContext,
  query: TeamListQuery,
): Promise<{ docs: Team[] }> {
  const rows = await repo.findTeams(ctx.db, {
    sort: query.sort,
    descending: query.order === -1,
  });
  return { docs: rows.map(toTeam) };
}

/** One team; NOT_FOUND when missing. */
async function getTeam(ctx: ServiceContext, id: string): Promise<Team> {
  const row = await repo.findTeamById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toTeam(row);
}

/** Creates a team (admin); names are unique (TEAM_NAME_EXISTS). */
export async function createTeam(ctx: AdminContext, body: TeamBody): Promise<Team> {
  const id = newId();
  await withUniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const values = { id, name: body.name, description: body.description ?? null };
      await repo.insertTeam(tx, values);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'team.create',
        objectType: 'team',
        objectId: id,
        after: values,
      });
    }),
  );
  ctx.log.info({ teamId: id, by: ctx.user.id }, 'team created');
  return getTeam(ctx, id);
}

/**
 * Renames a team or changes its description (admin). An absent description is kept, null
 * clears it. A body `_id` must be the path's id (VALIDATION_FAILED, `_id`: INVALID, as for
 * events). NOT_FOUND when missing, TEAM_NAME_EXISTS when another team has the name.
 */
export async function updateTeam(
  ctx: AdminContext,
  id: string,
  body: UpdateTeamBody,
): Promise<Team> {
  if (body._id !== undefined && body._id !== id) throw fieldError('_id', 'INVALID');
  const changes = {
    name: body.name,
    ...(body.description !== undefined ? { description: body.description } : {}),
  };
  const found = await withUniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.findTeamById(tx, id);
      if (!before || !(await repo.updateTeamColumns(tx, id, changes))) return false;
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'team.update',
        objectType: 'team',
        objectId: id,
        before: { name: before.name, description: before.description },
        after: { description: before.description, ...changes },
      });
      return true;
    }),
  );
  if (!found) throw new AppError('NOT_FOUND');
  ctx.log.info({ teamId: id, by: ctx.user.id }, 'team updated');
  return getTeam(ctx, id);
}

/** Deletes a team (admin); its members are left without a team. NOT_FOUND when missing. */
export async function deleteTeam(ctx: AdminContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findTeamById(tx, id);
    if (!before || !(await repo.deleteTeamRow(tx, id))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'team.delete',
      objectType: 'team',
      objectId: id,
      before,
    });
  });
  ctx.log.info({ teamId: id, by: ctx.user.id }, 'team deleted');
  return { msg: 'DELETED' as const };
}

/**
 * Puts the caller in a team (POST /profile/registerTeam). One team per user (rule 20):
 * joining replaces the old team in the same write. NOT_FOUND for an unknown team; the team
 * is share-locked so a concurrent delete cannot leave the user pointing at nothing.
 */
export async function joinTeam(ctx: SignedInContext, teamId: string): Promise<Profile> {
  const userId = ctx.user.id;
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.shareLockTeam(tx, teamId))) throw new AppError('NOT_FOUND');
    await repo.updateUserTeam(tx, userId, teamId);
  });
  ctx.log.info({ teamId, userId }, 'joined team');
  return getProfileById(ctx.db, userId, ctx.storage);
}

/** Takes the caller out of their team (POST /profile/leaveTeam); no team is no error. */
export async function leaveTeam(ctx: SignedInContext): Promise<Profile> {
  const userId = ctx.user.id;
  await repo.updateUserTeam(ctx.db, userId, null);
  return getProfileById(ctx.db, userId, ctx.storage);
}
