import { activityTypes, languages, units, visibilities } from '@cc/shared/users/users.constants';
import { SimpleGrid, Switch } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormOutput, ProfileFormValues } from '../profile-form';
import { ExplainedRadioField, SegmentedField } from './choice-fields';
import { FormSection } from './form-section';
import type { InstantChange } from './use-instant-setting';

interface PreferenceFieldsProps {
  control: Control<ProfileFormValues, unknown, ProfileFormOutput>;
  /** Saves language or unit the moment it changes (decision 080). */
  onInstantChange: (change: InstantChange) => void;
}

/**
 * The profile's settings: language, distance unit and activity type, then who may see the
 * user's activities and their photos and comments, and whether friendship requests come in.
 * Language and unit apply at once; the others are saved with the profile.
 */
export function PreferenceFields({ control, onInstantChange }: PreferenceFieldsProps) {
  const { t } = useTranslation('profile');
  const visibilityOptions = (hintGroup: 'activityShareHint' | 'photoHint') =>
    visibilities.map((v) => ({
      value: v,
      label: t(`visibility.${v}`),
      description: t(`${hintGroup}.${v}`),
    }));

  return (
    <>
      <FormSection title={t('sections.preferences')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <SegmentedField
                label={t('fields.language')}
                value={field.value}
                options={languages.map((l) => ({ value: l, label: t(`language.${l}`) }))}
                onChange={(next) => {
                  const previous = field.value;
                  field.onChange(next);
                  onInstantChange({ field: 'language', value: next, previous });
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="unit"
            render={({ field }) => (
              <SegmentedField
                label={t('fields.unit')}
                value={field.value}
                options={units.map((u) => ({ value: u, label: t(`unit.${u}`) }))}
                onChange={(next) => {
                  const previous = field.value;
                  field.onChange(next);
                  onInstantChange({ field: 'unit', value: next, previous });
                }}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="activityType"
          render={({ field }) => (
            <SegmentedField
              label={t('fields.activityType')}
              value={field.value}
              options={activityTypes.map((a) => ({ value: a, label: t(`activityType.${a}`) }))}
              onChange={field.onChange}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('sections.privacy')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Controller
            control={control}
            name="activityShare"
            render={({ field }) => (
              <ExplainedRadioField
                label={t('fields.activityShare')}
                value={field.value}
                options={visibilityOptions('activityShareHint')}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="activityViewPhotoAndComment"
            render={({ field }) => (
              <ExplainedRadioField
                label={t('fields.activityViewPhotoAndComment')}
                value={field.value}
                options={visibilityOptions('photoHint')}
                onChange={field.onChange}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="acceptFriendship"
          render={({ field }) => (
            <Switch
              label={t('fields.acceptFriendship')}
              description={t('fields.acceptFriendshipHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </FormSection>
    </>
  );
}
