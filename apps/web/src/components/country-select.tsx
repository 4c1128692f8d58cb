import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getCountryOptions } from '../lib/countries';
import { currentLanguage, isUiLanguage } from '../lib/i18n';

interface CountrySelectProps<T extends FieldValues> {
  // Forms whose schema transforms values have a different output type; only input matters here.
  // biome-ignore lint/suspicious/noExplicitAny: any output type
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  /** Translated error text, if the field is invalid. */
  error?: string;
}

/**
 * The searchable country dropdown of every form (register, profile, admin user form): ISO
 * codes as values, names in the interface language with our own TW/MO/HK labels.
 */
export function CountrySelect<T extends FieldValues>({
  control,
  name,
  label,
  error,
}: CountrySelectProps<T>) {
  const { t, i18n } = useTranslation('common');
  const language = isUiLanguage(i18n.language) ? i18n.language : currentLanguage();
  const countries = useMemo(() => getCountryOptions(language), [language]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          searchable
          allowDeselect={false}
          data={countries}
          nothingFoundMessage={t('noCountry')}
          autoComplete="country"
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
