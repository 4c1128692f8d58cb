import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import {
  type ActivityFormValues,
  distanceFieldOf,
  kmFor,
  milesFor,
  type NumberFieldValue,
  toNumber,
} from '../activity-form';
import { DistancePicker } from './distance-picker';

interface DistanceFieldsProps {
  control: Control<ActivityFormValues>;
  setValue: UseFormSetValue<ActivityFormValues>;
  errorText: (field: 'distanceKm' | 'distanceMile') => string | undefined;
  unit: DistanceUnit;
  /** The event's maximum in the user's unit. */
  eventMaximum: number;
  disabled?: boolean;
}

const validate = { shouldValidate: true, shouldDirty: true } as const;

/**
 * The distance of an activity: km and miles fields that convert each other to one decimal
 * (participant spec §5), and the wheel picker that fills the field of the user's unit.
 */
export function DistanceFields(props: DistanceFieldsProps) {
  const { control, setValue, errorText, unit, eventMaximum, disabled } = props;
  const { t, i18n } = useTranslation('activities');
  const [pickerOpen, setPickerOpen] = useState(false);
  const decimalSeparator = i18n.language === 'de' ? ',' : '.';
  const unitField = distanceFieldOf(unit);

  const setKm = (km: NumberFieldValue) => {
    setValue('distanceKm', km, validate);
    setValue('distanceMile', milesFor(km), validate);
  };
  const setMiles = (miles: NumberFieldValue) => {
    setValue('distanceMile', miles, validate);
    setValue('distanceKm', kmFor(miles), validate);
  };

  const numberProps = {
    decimalScale: 1,
    decimalSeparator,
    allowNegative: false,
    hideControls: true,
    inputMode: 'decimal' as const,
    disabled,
    required: true,
  };

  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="sm">
        <Controller
          control={control}
          name="distanceKm"
          render={({ field }) => (
            <NumberInput
              {...numberProps}
              label={t('form.distanceKm')}
              value={field.value}
              onChange={setKm}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText('distanceKm')}
            />
          )}
        />
        <Controller
          control={control}
          name="distanceMile"
          render={({ field }) => (
            <NumberInput
              {...numberProps}
              label={t('form.distanceMile')}
              value={field.value}
              onChange={setMiles}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText('distanceMile')}
            />
          )}
        />
      </SimpleGrid>
      <Group>
        <Button variant="light" onClick={() => setPickerOpen(true)} disabled={disabled}>
          {t('picker.open')}
        </Button>
      </Group>
      <Controller
        control={control}
        name={unitField}
        render={({ field }) => (
          <DistancePicker
            opened={pickerOpen}
            eventMaximum={eventMaximum}
            unit={unit}
            value={toNumber(field.value)}
            onCancel={() => setPickerOpen(false)}
            onConfirm={(distance) => {
              setPickerOpen(false);
              if (unit === 'KM') setKm(distance);
              else setMiles(distance);
            }}
          />
        )}
      />
    </Stack>
  );
}
