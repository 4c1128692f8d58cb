import { z } from 'zod';

export const TEAM_NAME_MAX = 100;

export const teamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /api/teams/all (sort=createdAt, order=1 by default): every team, in `docs`. */
export const teamListSchema = z.object({ docs: z.array(teamSchema) });
export const teamListQuerySchema = z.object({
  sort: z.enum(['createdAt', 'name']).default('createdAt'),
  order: z.coerce
    .number()
    .refine((v) => v === 1 || v === -1)
    .default(1),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

/** Admin POST /api/teams and PATCH /api/teams/:id; names are unique (TEAM_NAME_EXISTS). */
export const teamBodySchema = z.strictObject({
  name: z
    .string({ error: 'NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'NAME_REQUIRED' })
    .max(TEAM_NAME_MAX, { error: 'TOO_LONG' }),
  description: z.string().trim().max(500, { error: 'TOO_LONG' }).nullable().optional(),
});
export type TeamBody = z.infer<typeof teamBodySchema>;

/**
 * Admin PATCH /api/teams/:id: the team's fields; `_id` may repeat the path's id (admin spec
 * §7: update sends name and _id), another id is refused (`_id`: INVALID).
 */
export const updateTeamBodySchema = z.strictObject({
  ...teamBodySchema.shape,
  _id: z.string().optional(),
});
export type UpdateTeamBody = z.infer<typeof updateTeamBodySchema>;

/** POST /api/profile/registerTeam: joining leaves the old team first (rule 20). */
export const registerTeamBodySchema = z.strictObject({
  teamId: z.uuid({ error: 'NOT_FOUND' }),
});
export type RegisterTeamBody = z.infer<typeof registerTeamBodySchema>;

/** Initials of a team: first letters of its first two words, upper case (spec §9). */
export function teamInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
