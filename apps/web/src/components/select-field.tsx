import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** A Select's own props, and the form field it is bound to. */
export type SelectFieldProps<T extends FieldValues> = Omit<
  SelectProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> & {
  // Forms whose schema transforms values have a different output type; only input matters here.
  // biome-ignore lint/suspicious/noExplicitAny: any output type
  control: Control<T, any, any>;
  name: Path<T>;
};

/**
 * A dropdown bound to a react-hook-form field of string values: an empty value shows the
 * placeholder, and a choice cannot be taken back to nothing (`allowDeselect` off).
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  ...select
}: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          allowDeselect={false}
          {...select}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
