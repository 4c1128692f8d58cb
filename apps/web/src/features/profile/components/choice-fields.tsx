import { Group, Input, Radio, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';

interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
}

/** A labelled segmented control for a short list of exclusive choices (language, unit). */
export function SegmentedField<T extends string>({
  label,
  value,
  options,
  onChange,
}: ChoiceFieldProps<T>) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Input.Label id={labelId} labelElement="div">
        {label}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        value={value}
        onChange={(next) => onChange(next as T)}
      />
    </Stack>
  );
}

/** A radio group whose options carry a short explanation below their label. */
export function ExplainedRadioField<T extends string>({
  label,
  value,
  options,
  onChange,
}: ChoiceFieldProps<T>) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)}>
      <Stack gap="sm" mt="xs">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} description={o.description} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

interface InlineRadioFieldProps<T extends string> extends Omit<ChoiceFieldProps<T>, 'value'> {
  value: T | null;
  error?: string;
}

/** A radio group laid out in one wrapping row; it may start with nothing chosen. */
export function InlineRadioField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: InlineRadioFieldProps<T>) {
  return (
    <Radio.Group
      label={label}
      value={value ?? ''}
      onChange={(next) => onChange(next as T)}
      error={error}
    >
      <Group gap="lg" mt="xs">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
