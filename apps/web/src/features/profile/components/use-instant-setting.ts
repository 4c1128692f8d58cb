import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { applyProfileLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileFormOutput, ProfileFormValues } from '../profile-form';

type ProfileFormApi = UseFormReturn<ProfileFormValues, unknown, ProfileFormOutput>;

/** A language or unit just chosen, with the choice before it. */
export type InstantChange =
  | { field: 'language'; value: Profile['language']; previous: Profile['language'] }
  | { field: 'unit'; value: Profile['unit']; previous: Profile['unit'] };

/**
 * Saves a language or unit the moment it changes (decision 080): the PATCH carries that
 * setting alone, so a first login stays open until the whole profile is saved. A new
 * language is shown before the confirmation, so the confirmation speaks it; a failed save
 * puts the previous choice back.
 */
export function useInstantSetting(form: ProfileFormApi) {
  const updateProfile = useUpdateProfile();

  return async (change: InstantChange) => {
    try {
      if (change.field === 'language') {
        const saved = await updateProfile.mutateAsync({ language: change.value });
        // The saved value becomes the form's own, so a later full save sends it unchanged.
        form.resetField('language', { defaultValue: saved.language });
        await applyProfileLanguage(saved.language);
        notifySuccess('profile:instant.language');
      } else {
        const saved = await updateProfile.mutateAsync({ unit: change.value });
        form.resetField('unit', { defaultValue: saved.unit });
        notifySuccess(`profile:instant.unit.${saved.unit}`);
      }
    } catch (error) {
      if (change.field === 'language') form.setValue('language', change.previous);
      else form.setValue('unit', change.previous);
      notifyError(error, 'profile:toasts.update_profile_failed');
    }
  };
}
