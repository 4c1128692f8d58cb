import type { Profile, UpdateProfileBody } from '@cc/shared/profile/profile.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeProfile } from '../../../entities/profile/profile';
import { api } from '../../../lib/api-client';

/** PATCH /api/profile: saves the editable profile fields; the server clears `firstTimeLogin`. */
export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return api<Profile>('/profile', { method: 'PATCH', body });
}

/**
 * Mutation options of the profile save; the answer replaces the cached profile. Saves run
 * one after another (one scope), so the cache ends with the answer to the last one sent:
 * language and unit save the moment they change, the form when it is sent.
 */
export function updateProfileMutationOptions() {
  return mutationOptions({ mutationFn: updateProfile, scope: { id: 'profile-save' } });
}

/** Saves the profile and puts the server's answer into the cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
