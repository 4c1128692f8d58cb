import { userTypes } from '@cc/shared/users/users.constants';
import { Select } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface UserTypeSelectProps<T extends FieldValues> {
  // Forms whose schema transforms values have a different output type; only input matters here.
  // biome-ignore lint/suspicious/noExplicitAny: any output type
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  placeholder: string;
  /** Marks the field required; only where the form's schema requires it. */
  required?: boolean;
  /** Translated error text, if the field is invalid. */
  error?: string;
}

/** The user type dropdown (Customer, Family, Supplier, Staff) of the profile and user forms. */
export function UserTypeSelect<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  required,
  error,
}: UserTypeSelectProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={placeholder}
          required={required}
          allowDeselect={false}
          data={userTypes.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
