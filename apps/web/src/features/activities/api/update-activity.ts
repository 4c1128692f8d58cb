import type { Activity } from '@cc/shared/activities/activities.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterActivityChange } from '../../../entities/my-events/my-events';
import { deleteImage } from './delete-image';
import { type ActivityRequestFields, sendActivity } from './send-activity';

/** What an update sends: the fields, photos to remove first and new photos to append. */
export interface UpdateActivityInput {
  id: string;
  fields: Omit<ActivityRequestFields, 'eventId'>;
  /** Hosted photos the user removed; deleted one by one before the update (spec §5). */
  removedImageIds: string[];
  files: File[];
  /** Told of each photo deleted, so a later failure does not try it again. */
  onImageDeleted?: (imageId: string) => void;
  onProgress?: (fraction: number) => void;
}

/** DELETE /api/images/:id for each removed photo, then PATCH /api/activities/:id. */
export async function updateActivity(input: UpdateActivityInput): Promise<Activity> {
  for (const imageId of input.removedImageIds) {
    await deleteImage(imageId);
    input.onImageDeleted?.(imageId);
  }
  return sendActivity({
    method: 'PATCH',
    path: `/activities/${encodeURIComponent(input.id)}`,
    fields: input.fields,
    files: input.files,
    onProgress: input.onProgress,
  });
}

/** Mutation options of the update. */
export function updateActivityMutationOptions() {
  return mutationOptions({ mutationFn: updateActivity });
}

/** Updates an activity and refreshes the user's own data. */
export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateActivityMutationOptions(),
    // Photos may have been deleted even when the update itself failed.
    onSettled: () => refreshAfterActivityChange(queryClient),
  });
}
