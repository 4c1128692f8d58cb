import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams, users } from '../../db/schema';

/** A team row with how many users belong to it. */
export type TeamRow = typeof teams.$inferSelect & { memberCount: number };

/** Sortable columns by their API name; names sort by the ICU root collation. */
const sortExpressions = {
  createdAt: sql`${teams.createdAt}`,
  name: sql`${teams.name} collate "und-x-icu"`,
} as const;
export type TeamSortField = keyof typeof sortExpressions;

const teamColumns = {
  id: teams.id,
  name: teams.name,
  description: teams.description,
  createdAt: teams.createdAt,
  memberCount: sql<number>`count(${users.id})`.mapWith(Number),
};

/** Teams with their member counts: one grouped query over the users' team index. */
function selectTeams(db: Db, where?: SQL) {
  return db
    .select(teamColumns)
    .from(teams)
    .leftJoin(users, eq(users.teamId, teams.id))
    .where(where)
    .groupBy(teams.id);
}

/** Every team in a stable order (`sort`, then id). */
export async function findTeams(
  db: Db,
  opts: { sort: TeamSortField; descending: boolean },
): Promise<TeamRow[]> {
  const direction = opts.descending ? desc : asc;
  return selectTeams(db).orderBy(direction(sortExpressions[opts.sort]), direction(teams.id));
}

/** One team with its member count; undefined when missing. */
export async function findTeamById(db: Db, id: string): Promise<TeamRow | undefined> {
  const rows = await selectTeams(db, eq(teams.id, id));
  return rows[0];
}

/** Inserts a team; a taken name fails with the unique violation of teams_name_key. */
export async function insertTeam(db: Db, values: typeof teams.$inferInsert) {
  await db.insert(teams).values(values);
}

/** Writes changes to a team; answers whether it exists. */
export async function updateTeamColumns(
  db: Db,
  id: string,
  changes: Partial<Pick<typeof teams.$inferInsert, 'name' | 'description'>>,
): Promise<boolean> {
  const rows = await db
    .update(teams)
    .set(changes)
    .where(eq(teams.id, id))
    .returning({ id: teams.id });
  return rows.length > 0;
}

/** Deletes a team (its members' team_id becomes null through the key); answers whether it existed. */
export async function deleteTeamRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
  return rows.length > 0;
}

/** Whether a team exists, share-locking it until commit so it cannot be deleted meanwhile. */
export async function shareLockTeam(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).for('share');
  return rows.length > 0;
}

/** Sets (or with null clears) a user's team. */
export async function updateUserTeam(db: Db, userId: string, teamId: string | null) {
  await db.update(users).set({ teamId, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Whether a database error is the unique team name index refusing a duplicate. */
export function isDuplicateTeamNameError(err: unknown): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === 'teams_name_key';
    e = e.cause as typeof e;
  }
  return false;
}
