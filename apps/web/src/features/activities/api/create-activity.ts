import type { Activity } from '@cc/shared/activities/activities.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterActivityChange } from '../../../entities/my-events/my-events';
import { type ActivityRequestFields, sendActivity } from './send-activity';

/** What a create sends: the fields with the event, new photos and the form's key. */
export interface CreateActivityInput {
  fields: ActivityRequestFields & { eventId: string };
  files: File[];
  /** One UUID per form instance, so a retry creates nothing new. */
  idempotencyKey: string;
  onProgress?: (fraction: number) => void;
}

/** POST /api/activities: logs an activity (201 with the stored activity). */
export function createActivity(input: CreateActivityInput): Promise<Activity> {
  return sendActivity({ method: 'POST', path: '/activities', ...input });
}

/** Mutation options of the create. */
export function createActivityMutationOptions() {
  return mutationOptions({ mutationFn: createActivity });
}

/** Logs an activity and refreshes the user's own data (totals, lists, progress). */
export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createActivityMutationOptions(),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
