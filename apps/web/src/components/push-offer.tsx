import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasAnsweredPushOffer,
  type PushOfferAnswer,
  rememberPushOfferAnswer,
  shouldOfferPush,
} from '../lib/pwa/push-offer';
import { usePushPermission } from '../lib/pwa/push-permission';

interface PushOfferProps {
  /** Called once the person answered (the sheet around it may close). */
  onAnswered?: (answer: PushOfferAnswer) => void;
  /** Without its own heading, inside a sheet whose title says it. */
  isBare?: boolean;
}

/**
 * The one offer to turn on push (issue 27, decision 074): shown after a first activity or a
 * first like, only where push works, the browser has not asked yet and the person has not
 * answered on this device. The browser's own dialog opens only from "Enable". Nothing when
 * there is nothing to offer; the profile keeps the setting for later.
 */
export function PushOffer({ onAnswered, isBare = false }: PushOfferProps) {
  const { t } = useTranslation('pwa');
  const { permission, enable } = usePushPermission();
  const [answered, setAnswered] = useState(hasAnsweredPushOffer);
  if (!shouldOfferPush(permission, answered)) return null;

  const answer = (choice: PushOfferAnswer) => {
    rememberPushOfferAnswer(choice);
    setAnswered(true);
    if (choice === 'enabled') void enable();
    onAnswered?.(choice);
  };

  return (
    <Paper withBorder={!isBare} radius="md" p={isBare ? 0 : 'sm'} data-testid="push-offer">
      {!isBare && (
        <Text fw={700} mb={4}>
          {t('push.promptTitle')}
        </Text>
      )}
      <Text size="sm" mb="xs">
        {t('push.promptText')}
      </Text>
      <Group gap="xs">
        <Button size="sm" onClick={() => answer('enabled')}>
          {t('push.enable')}
        </Button>
        <Button size="sm" variant="subtle" onClick={() => answer('later')}>
          {t('push.later')}
        </Button>
      </Group>
    </Paper>
  );
}
