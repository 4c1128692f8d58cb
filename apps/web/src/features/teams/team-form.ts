import { type TeamBody, teamBodySchema } from '@cc/shared/teams/teams.schemas';
import { z } from 'zod';

/** Longest team description the API stores. */
const DESCRIPTION_MAX = 500;

/**
 * The admin team form (admin spec §5: a name is required to save). The name follows the API's
 * rule; the description is a plain text box, sent as null when left empty.
 */
export const teamFormSchema = z.object({
  name: teamBodySchema.shape.name,
  description: z.string().trim().max(DESCRIPTION_MAX, { error: 'TOO_LONG' }),
});
export type TeamFormValues = z.input<typeof teamFormSchema>;
export type TeamFormOutput = z.output<typeof teamFormSchema>;

/** The fields the server may name in a refusal. */
export const teamFormFields = ['name', 'description'] as const;

/** An empty form, for a new team. */
export const emptyTeamFormValues: TeamFormValues = { name: '', description: '' };

/** The form values of an existing team. */
export function toTeamFormValues(team: {
  name: string;
  description: string | null;
}): TeamFormValues {
  return { name: team.name, description: team.description ?? '' };
}

/** The request body of the checked values. */
export function toTeamBody(values: TeamFormOutput): TeamBody {
  return { name: values.name, description: values.description || null };
}
