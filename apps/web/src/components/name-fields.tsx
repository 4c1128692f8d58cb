import { SimpleGrid, type SimpleGridProps, TextInput } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../lib/form-errors';

type NameField = 'firstName' | 'lastName';

interface NameFieldsProps {
  /** The form's `register`; the form holds `firstName` and `lastName`. */
  register: (name: NameField) => UseFormRegisterReturn;
  errors: Partial<Record<NameField, FieldError>>;
  /** Columns of the grid by breakpoint: the two fields side by side from some width on. */
  cols: SimpleGridProps['cols'];
}

/** The required given and family name of a person (register and profile forms). */
export function NameFields({ register, errors, cols }: NameFieldsProps) {
  const { t } = useTranslation('common');
  const fieldError = useFieldErrorText();
  return (
    <SimpleGrid cols={cols} spacing="md">
      <TextInput
        label={t('person.firstName')}
        autoComplete="given-name"
        required
        error={fieldError(errors.firstName)}
        {...register('firstName')}
      />
      <TextInput
        label={t('person.lastName')}
        autoComplete="family-name"
        required
        error={fieldError(errors.lastName)}
        {...register('lastName')}
      />
    </SimpleGrid>
  );
}
