import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The required email input of the auth forms (login, register, forgotten password). Accepts
 * every `TextInput` prop and a react-hook-form `register(...)` spread.
 */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
