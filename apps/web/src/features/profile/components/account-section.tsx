import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../components/confirm';
import { useAuthStore } from '../../../lib/auth-store';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useDeleteAccount } from '../api/delete-account';
import { FormSection } from './form-section';

/** How long the goodbye toast stays readable before the session ends and the page reloads. */
const GOODBYE_MS = 1500;

/**
 * Password and account: a link to the password change, and "leave the app", which deletes
 * the own account after confirmation and then signs out to the register page.
 */
export function AccountSection() {
  const { t } = useTranslation('profile');
  const deleteAccount = useDeleteAccount();
  const signOut = useAuthStore((s) => s.signOut);
  const [isLeaving, setLeaving] = useState(false);

  const leave = async () => {
    if (!(await confirm({ danger: true, confirmKey: 'profile:leave.button' }))) return;
    try {
      setLeaving(true);
      await deleteAccount.mutateAsync();
      notifySuccess('profile:leave.out_app_success');
      setTimeout(() => void signOut(paths.register), GOODBYE_MS);
    } catch (error) {
      setLeaving(false);
      notifyError(error);
    }
  };

  return (
    <FormSection title={t('sections.security')}>
      <Group>
        <Button component={Link} to={paths.changePassword} variant="default">
          {t('actions.changePassword')}
        </Button>
      </Group>
      <Divider />
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t('leave.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('leave.text')}
        </Text>
        <Button color="red" variant="outline" onClick={leave} loading={isLeaving}>
          {t('leave.button')}
        </Button>
      </Stack>
    </FormSection>
  );
}
