import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PushPermission, usePushPermission } from '../../../lib/pwa/push-permission';
import { FormSection } from './form-section';

const statusKeys: Record<Exclude<PushPermission, 'default'>, string> = {
  granted: 'push.enabled',
  denied: 'push.denied',
  unsupported: 'push.unsupported',
};

/**
 * "Push notifications: Enable" (issue 12): the browser's permission is asked only when the
 * user presses this button, never on page load.
 */
export function PushSection() {
  const { t } = useTranslation('pwa');
  const { permission, enable } = usePushPermission();

  return (
    <FormSection title={t('push.title')} description={t('push.description')}>
      {permission === 'default' ? (
        <Group>
          <Button variant="light" onClick={() => void enable()}>
            {t('push.enable')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" role="status">
          {t(statusKeys[permission])}
        </Text>
      )}
    </FormSection>
  );
}
