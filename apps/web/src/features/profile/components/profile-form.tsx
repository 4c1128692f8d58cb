import type { Profile } from '@cc/shared/profile/profile.schemas';
import { genders } from '@cc/shared/users/users.constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountrySelect } from '../../../components/country-select';
import { showMessageDialog } from '../../../components/message-dialog';
import { NameFields } from '../../../components/name-fields';
import { UserTypeSelect } from '../../../components/user-type-select';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useUpdateProfile } from '../api/update-profile';
import {
  type ProfileFormOutput,
  type ProfileFormValues,
  profileFormFields,
  profileFormSchema,
  toProfileFormValues,
  toUpdateProfileBody,
} from '../profile-form';
import { InlineRadioField } from './choice-fields';
import { FormSection } from './form-section';
import { PreferenceFields } from './preference-fields';
import { useInstantSetting } from './use-instant-setting';

/**
 * The profile form (participant spec §3 to §5). Saving sends the strict PATCH body; the
 * answer refreshes the cached profile. Language and unit are saved the moment they change
 * (use-instant-setting.ts).
 * After the first save of a first login, a dialog leads on to the open challenges.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onChange',
    defaultValues: toProfileFormValues(profile),
  });
  const saveInstantly = useInstantSetting(form);
  const { errors, isSubmitting } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  const submit = form.handleSubmit(async (values) => {
    const isFirstLogin = profile.firstTimeLogin;
    try {
      const saved = await updateProfile.mutateAsync(toUpdateProfileBody(values));
      form.reset(toProfileFormValues(saved));
      notifySuccess('profile:toasts.update_profile_successful');
      if (isFirstLogin) {
        showMessageDialog({
          kind: 'info',
          titleKey: 'profile:firstLogin.title',
          messageKey: 'profile:firstLogin.text',
          // Home is the open events (spec §4 'Profile save'); the guard at / resolves it, so
          // nobody is sent to a screen this build does not have.
          onClose: () => navigate(paths.root),
        });
      }
    } catch (error) {
      // A reason shown under its field is not repeated in the toast.
      const isOnField = applyServerFieldErrors(error, form.setError, profileFormFields);
      notifyError(isOnField ? null : error, 'profile:toasts.update_profile_failed');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title={t('sections.personal')}>
          <TextInput
            label={t('fields.email')}
            description={t('fields.emailHint')}
            value={profile.email}
            readOnly
            variant="filled"
          />
          <NameFields register={form.register} errors={errors} cols={{ base: 1, sm: 2 }} />
          <TextInput
            label={t('fields.displayName')}
            description={t('fields.displayNameHint')}
            autoComplete="nickname"
            required
            error={fieldError(errors.displayName)}
            {...form.register('displayName')}
          />
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <InlineRadioField
                label={t('fields.gender')}
                value={field.value ?? null}
                options={genders.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
                onChange={field.onChange}
                error={fieldError(errors.gender)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <CountrySelect
              control={form.control}
              name="country"
              label={t('fields.country')}
              error={fieldError(errors.country)}
            />
            <UserTypeSelect
              control={form.control}
              name="userType"
              label={t('fields.userType')}
              placeholder={t('fields.userTypePlaceholder')}
              error={fieldError(errors.userType)}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.company')}
            autoComplete="organization"
            error={fieldError(errors.company)}
            {...form.register('company')}
          />
        </FormSection>

        <PreferenceFields control={form.control} onInstantChange={saveInstantly} />

        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={hasErrors}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
