import type { EntryCheck } from '@cc/shared/fair-play/fair-play.schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ActivityRequestFields } from './send-activity';

/** What the check reads: the entry's fields as a create sends them, and the edited activity. */
export interface CheckActivityInput {
  fields: ActivityRequestFields & { eventId: string };
  /** The activity an edit changes, so its own distance is not counted twice. */
  activityId?: string;
}

/**
 * POST /api/activities/check: the fair play flags the entry would raise and the status it
 * would get (issue 25), before anything is saved. Photos are not sent: their checks run on
 * the save itself.
 */
export function checkActivity({ fields, activityId }: CheckActivityInput): Promise<EntryCheck> {
  return api<EntryCheck>('/activities/check', {
    method: 'POST',
    body: fields,
    query: { activityId },
  });
}

/** Mutation options of the check (a POST that stores nothing, asked once per save). */
export function checkActivityMutationOptions() {
  return mutationOptions({ mutationFn: checkActivity });
}

/** Asks the server what the checks would say of an entry. */
export function useCheckActivity() {
  return useMutation(checkActivityMutationOptions());
}
