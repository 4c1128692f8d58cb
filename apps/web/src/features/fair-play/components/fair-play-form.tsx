import { DUPLICATE_TOLERANCE_KM, OUTLIER_MIN_KM } from '@cc/shared/fair-play/fair-play.rules';
import type { FairPlay, FairPlaySettingsBody } from '@cc/shared/fair-play/fair-play.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useId } from 'react';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveFairPlay } from '../api/save-fair-play';
import { type FairPlayFormValues, fairPlayFormFields, fairPlayFormSchema } from '../fair-play-form';

type NumberField = Exclude<
  Path<FairPlayFormValues>,
  'enabled' | 'checkDuplicates' | 'checkPhotoReuse' | 'checkPhotoDate' | 'speedFlagKmh'
>;
type SwitchField = 'enabled' | 'checkDuplicates' | 'checkPhotoReuse' | 'checkPhotoDate';

/** Where a switch's label starts (its track's width and the gap), for its help to line up. */
const SWITCH_HELP_INDENT = 'calc(2.375rem + var(--mantine-spacing-sm))';

/** The translation key of a field's label and help (`settings.fields.<key>`). */
const keyOf = (name: string) => name.replace('speedFlagKmh.', 'speed.');

interface FairPlayFormProps {
  eventId: string;
  fairPlay: FairPlay;
}

/**
 * An event's fair play checks (issue 25, decision 071): whether they run, each threshold
 * and the three checks that can be switched off, each with one line saying what it does.
 * Checked with the API's own schema; a refused save keeps everything typed and shows the
 * server's reason under its field. A save applies to entries made or edited from then on.
 */
export function FairPlayForm({ eventId, fairPlay }: FairPlayFormProps) {
  const { t } = useTranslation('fairPlay');
  const fieldError = useFieldErrorText();
  const save = useSaveFairPlay();
  const formId = useId();
  const form = useForm<FairPlayFormValues, unknown, FairPlaySettingsBody>({
    resolver: zodResolver(fairPlayFormSchema) as unknown as Resolver<
      FairPlayFormValues,
      unknown,
      FairPlaySettingsBody
    >,
    mode: 'onTouched',
    defaultValues: fairPlay.settings,
  });
  const { isSubmitting } = form.formState;
  const helpValues = {
    minKm: formatNumber(OUTLIER_MIN_KM),
    tolerance: formatNumber(DUPLICATE_TOLERANCE_KM),
  };

  const submit = form.handleSubmit(async (settings) => {
    try {
      await save.mutateAsync({ eventId, settings });
      notifySuccess('fairPlay:settings.saved');
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, fairPlayFormFields)) notifyError(error);
    }
  });

  const number = (name: NumberField, options: { decimals: boolean }) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t(`settings.fields.${keyOf(name)}.label`)}
          description={t(`settings.fields.${keyOf(name)}.help`, helpValues)}
          required
          min={0}
          allowDecimal={options.decimals}
          allowNegative={false}
          decimalScale={options.decimals ? 1 : 0}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );

  // The help stands beside the switch rather than in its label, where Mantine puts a
  // description: a switch's name is then its label alone, the help its description.
  const toggle = (name: SwitchField) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Stack gap={2}>
          <Switch
            label={t(`settings.fields.${name}.label`)}
            aria-describedby={`${formId}-${name}-help`}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={fieldError(fieldState.error)}
          />
          <Text id={`${formId}-${name}-help`} size="xs" c="dimmed" ml={SWITCH_HELP_INDENT}>
            {t(`settings.fields.${name}.help`, helpValues)}
          </Text>
        </Stack>
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.title')}>
      <Stack gap="lg">
        {toggle('enabled')}
        <Fieldset legend={t('settings.dailyLegend')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {number('dailyFlagKm', { decimals: true })}
            {number('dailyHoldKm', { decimals: true })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('settings.speedLegend')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {number('speedFlagKmh.walking', { decimals: true })}
            {number('speedFlagKmh.hiking', { decimals: true })}
            {number('speedFlagKmh.running', { decimals: true })}
          </SimpleGrid>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {number('lateEntryDays', { decimals: false })}
          {number('outlierFactor', { decimals: true })}
        </SimpleGrid>
        <Stack gap="sm">
          {toggle('checkDuplicates')}
          {toggle('checkPhotoReuse')}
          {toggle('checkPhotoDate')}
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
