import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is reachable by keyboard and named in the UI
 * language. Accepts every `PasswordInput` prop and a react-hook-form `register(...)` spread.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
      {...props}
    />
  );
}
