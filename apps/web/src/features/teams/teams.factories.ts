import type { Team } from '@cc/shared/teams/teams.schemas';

/** A team as GET /api/teams/all answers it (tests). */
export function buildTeam(overrides: Partial<Team> = {}): Team {
  return {
    _id: 'team-1',
    name: 'Blue Runners',
    description: 'The sales department on the move.',
    memberCount: 4,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}
