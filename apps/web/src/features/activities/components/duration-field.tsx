import { Fieldset, Input, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { formatPace } from '../../../lib/pace';
import { type ActivityFormValues, distanceFieldOf, toNumber } from '../activity-form';
import { DURATION_MAX_HOURS, type DurationValue, readDuration } from '../duration';

interface DurationFieldProps {
  control: Control<ActivityFormValues>;
  /** The translated error of the duration, if any. */
  error: string | undefined;
  unit: DistanceUnit;
  disabled?: boolean;
}

/** The pace of the typed distance (in the user's unit) and duration, or null. */
function usePace(control: Control<ActivityFormValues>, unit: DistanceUnit): string | null {
  const [distance, duration] = useWatch({ control, name: [distanceFieldOf(unit), 'duration'] });
  const minutes = readDuration(duration);
  const typed = toNumber(distance);
  return typeof minutes === 'number' && typed !== null ? formatPace(typed, minutes) : null;
}

/**
 * The optional duration of an activity (issue 25): hours and minutes in two number fields,
 * grouped under one legend so a screen reader names both; empty means none. Below them the
 * pace the distance and duration give, in the user's unit, announced as it changes.
 */
export function DurationField({ control, error, unit, disabled }: DurationFieldProps) {
  const { t } = useTranslation('activities');
  const errorId = useId();
  const pace = usePace(control, unit);

  const partProps = {
    allowDecimal: false,
    allowNegative: false,
    hideControls: true,
    inputMode: 'numeric' as const,
    min: 0,
    // The error shows once, under both parts; each part is only marked invalid.
    error: Boolean(error),
    disabled,
  };

  return (
    <Fieldset
      legend={t('form.duration')}
      variant="unstyled"
      aria-describedby={error ? errorId : undefined}
    >
      <Controller
        control={control}
        name="duration"
        render={({ field }) => {
          const change = (part: keyof DurationValue) => (value: number | string) =>
            field.onChange({ ...field.value, [part]: value });
          return (
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput
                {...partProps}
                label={t('form.durationHours')}
                max={DURATION_MAX_HOURS}
                value={field.value.hours}
                onChange={change('hours')}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <NumberInput
                {...partProps}
                label={t('form.durationMinutes')}
                max={59}
                value={field.value.minutes}
                onChange={change('minutes')}
                onBlur={field.onBlur}
              />
            </SimpleGrid>
          );
        }}
      />
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
      {/* Always there, so the live region exists before the pace first appears in it. */}
      <Text size="sm" c="dimmed" mt={pace ? 4 : 0} aria-live="polite">
        {pace && t('activity.pace', { pace, unit: t(`units.${unit}`) })}
      </Text>
    </Fieldset>
  );
}
