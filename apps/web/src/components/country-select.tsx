import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getCountryOptions } from '../lib/countries';
import { currentLanguage, isUiLanguage } from '../lib/i18n';
import { SelectField, type SelectFieldProps } from './select-field';

/**
 * The searchable country dropdown of every form (register, profile, admin user form): ISO
 * codes as values, names in the interface language with our own TW/MO/HK labels.
 */
export function CountrySelect<T extends FieldValues>(props: Omit<SelectFieldProps<T>, 'data'>) {
  const { t, i18n } = useTranslation('common');
  const language = isUiLanguage(i18n.language) ? i18n.language : currentLanguage();
  const countries = useMemo(() => getCountryOptions(language), [language]);
  return (
    <SelectField
      required
      searchable
      nothingFoundMessage={t('noCountry')}
      autoComplete="country"
      {...props}
      data={countries}
    />
  );
}
