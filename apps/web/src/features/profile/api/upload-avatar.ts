import type { Profile } from '@cc/shared/profile/profile.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeProfile } from '../../../entities/profile/profile';
import { api } from '../../../lib/api-client';

/** POST /api/profile/avatar: uploads a PNG or JPEG as multipart field `avatar`. */
export function uploadAvatar(file: File): Promise<Profile> {
  const body = new FormData();
  body.append('avatar', file);
  return api<Profile>('/profile/avatar', { method: 'POST', body });
}

/** Mutation options of the avatar upload. */
export function uploadAvatarMutationOptions() {
  return mutationOptions({ mutationFn: uploadAvatar });
}

/** Uploads a new avatar and puts the updated profile into the cache. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    ...uploadAvatarMutationOptions(),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
