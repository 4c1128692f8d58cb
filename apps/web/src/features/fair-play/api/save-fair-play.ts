import type { FairPlay, FairPlaySettingsBody } from '@cc/shared/fair-play/fair-play.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fairPlayKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { fairPlayPath } from './get-fair-play';

/** Which event's settings to save, and to what (always all of them). */
export interface SaveFairPlayInput {
  eventId: string;
  settings: FairPlaySettingsBody;
}

/** PUT /api/events/:id/fairPlay (admin): the checks entries are held to from now on. */
export function saveFairPlay({ eventId, settings }: SaveFairPlayInput): Promise<FairPlay> {
  return api<FairPlay>(fairPlayPath(eventId), { method: 'PUT', body: settings });
}

/** Mutation options of the settings' save. */
export function saveFairPlayMutationOptions() {
  return mutationOptions({ mutationFn: saveFairPlay });
}

/** Saves an event's settings; the answer is what now stands. */
export function useSaveFairPlay() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveFairPlayMutationOptions(),
    onSuccess: (fairPlay, { eventId }) => {
      queryClient.setQueryData(fairPlayKeys.settings(eventId), fairPlay);
    },
  });
}
