import type { Profile } from '@cc/shared/profile/profile.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeProfile } from '../../../entities/profile/profile';
import { api } from '../../../lib/api-client';

/** DELETE /api/profile/avatar: removes the avatar and answers the updated profile. */
export function deleteAvatar(): Promise<Profile> {
  return api<Profile>('/profile/avatar', { method: 'DELETE' });
}

/** Mutation options of the avatar removal. */
export function deleteAvatarMutationOptions() {
  return mutationOptions({ mutationFn: deleteAvatar });
}

/** Removes the avatar and puts the updated profile into the cache. */
export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAvatarMutationOptions(),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
