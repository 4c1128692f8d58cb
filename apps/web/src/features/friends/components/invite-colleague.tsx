import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/routes';

/** The address of the registration page of this app (the app uses a hash router). */
export function registrationUrl(): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${paths.register}`;
}

/**
 * Hands the registration link on (decision 080): the device's share sheet where there is one
 * (phones), else the link copied with a note to paste it, else a new e-mail carrying it.
 */
async function shareRegistrationLink(title: string, text: string): Promise<void> {
  const url = registrationUrl();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Closing the share sheet is a choice, not a failure.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess('friends:invite.copied');
  } catch {
    const body = `${text}\n${url}`;
    window.location.href = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
  }
}

/** What an empty friends list offers instead: inviting a colleague to register (issue 27). */
export function InviteColleague() {
  const { t } = useTranslation('friends');
  return (
    <Stack align="center" gap="sm" pb="xl">
      <Text ta="center" size="sm">
        {t('invite.hint')}
      </Text>
      <Button
        variant="light"
        onClick={() => void shareRegistrationLink(t('common:appName'), t('invite.text'))}
      >
        {t('invite.action')}
      </Button>
    </Stack>
  );
}
