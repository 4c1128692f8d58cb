import { pickerWholeMax } from '@cc/shared/activities/distance';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { PickerWheel } from './picker-wheel';

const decimals = Array.from({ length: 10 }, (_, i) => i);

interface DistancePickerProps {
  opened: boolean;
  /** The event's maximum in the user's unit; the integer wheel follows rule 10. */
  eventMaximum: number;
  unit: DistanceUnit;
  /** The distance the wheels start at; `null` starts at 0.0. */
  value: number | null;
  onConfirm: (distance: number) => void;
  onCancel: () => void;
}

/** Splits a distance into the wheels' whole and tenth parts, clamped to the wheel. */
function splitDistance(value: number | null, wholeMax: number): [number, number] {
  if (value === null || value < 0) return [0, 0];
  const tenths = Math.round(value * 10);
  const whole = Math.min(wholeMax, Math.floor(tenths / 10));
  return [whole, whole === Math.floor(tenths / 10) ? tenths % 10 : 9];
}

/**
 * The distance picker (participant spec §2): a modal with an integer wheel from 0 to the
 * event's maximum (100 above 101) and a decimal wheel 0 to 9. Cancel keeps the old value;
 * ok hands the chosen distance over.
 */
export function DistancePicker(props: DistancePickerProps) {
  const { t } = useTranslation('activities');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={t('picker.title')}
      centered
      size="sm"
    >
      {/* Mounted only while open, so the wheels start from the field's current value. */}
      {props.opened && <DistanceWheels {...props} />}
    </Modal>
  );
}

function DistanceWheels({ eventMaximum, unit, value, onConfirm, onCancel }: DistancePickerProps) {
  const { t } = useTranslation('activities');
  const wholeMax = pickerWholeMax(eventMaximum);
  const [initialWhole, initialTenth] = splitDistance(value, wholeMax);
  const [whole, setWhole] = useState(initialWhole);
  const [tenth, setTenth] = useState(initialTenth);
  const wholes = Array.from({ length: wholeMax + 1 }, (_, i) => i);

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap" align="center">
        <PickerWheel
          label={t(`picker.whole.${unit}`)}
          options={wholes}
          value={whole}
          onChange={setWhole}
          autoFocus
        />
        <Text fw={700} size="xl" aria-hidden>
          {t('picker.separator')}
        </Text>
        <PickerWheel
          label={t('picker.decimal')}
          options={decimals}
          value={tenth}
          onChange={setTenth}
        />
        <Text c="dimmed" aria-hidden>
          {t(`units.${unit}`)}
        </Text>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => onConfirm((whole * 10 + tenth) / 10)}>
          {t('common:actions.ok')}
        </Button>
      </Group>
    </Stack>
  );
}
