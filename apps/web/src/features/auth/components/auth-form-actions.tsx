import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';

interface AuthFormActionsProps {
  submitLabel: string;
  /** The button waits for a valid form. */
  isValid: boolean;
  isPending: boolean;
}

/** The full-width submit button and the link back to the login under a public form. */
export function AuthFormActions({ submitLabel, isValid, isPending }: AuthFormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <Button type="submit" fullWidth disabled={!isValid} loading={isPending}>
        {submitLabel}
      </Button>
      <Anchor component={Link} to={paths.login} size="sm" ta="center">
        {t('actions.backToLogin')}
      </Anchor>
    </>
  );
}
