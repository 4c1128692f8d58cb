import { Alert, Button, Group, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityKeys } from '../../entities/query-keys';
import { usePushPermission } from '../../lib/pwa/push-permission';

/** localStorage key: the user answered the prompt (it shows once; logout clears storage). */
export const PUSH_PROMPT_KEY = 'pushPromptDone';

/** Whether a list of the user's own activities with at least one entry has loaded. */
function hasLoggedActivity(queryClient: QueryClient): boolean {
  return queryClient
    .getQueriesData<{ docs?: unknown[] }>({ queryKey: [...activityKeys.all(), 'mine'] })
    .some(([, data]) => (data?.docs?.length ?? 0) > 0);
}

function useHasLoggedActivity(): boolean {
  const queryClient = useQueryClient();
  const [logged, setLogged] = useState(() => hasLoggedActivity(queryClient));
  useEffect(
    () => queryClient.getQueryCache().subscribe(() => setLogged(hasLoggedActivity(queryClient))),
    [queryClient],
  );
  return logged;
}

/**
 * The one-time offer to enable push after the user's first activity (issue 12): a card in the
 * page, never the browser's dialog on load; the dialog opens only from its button.
 */
export function PushPrompt() {
  const { t } = useTranslation('pwa');
  const { permission, enable } = usePushPermission();
  const logged = useHasLoggedActivity();
  const [done, setDone] = useState(() => localStorage.getItem(PUSH_PROMPT_KEY) !== null);
  if (done || !logged || permission !== 'default') return null;

  const answer = (accept: boolean) => {
    localStorage.setItem(PUSH_PROMPT_KEY, accept ? 'enabled' : 'later');
    setDone(true);
    if (accept) void enable();
  };

  return (
    <Alert color="blue" variant="light" mb="sm" title={t('push.promptTitle')}>
      <Text size="sm" mb="xs">
        {t('push.promptText')}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => answer(true)}>
          {t('push.enable')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => answer(false)}>
          {t('push.later')}
        </Button>
      </Group>
    </Alert>
  );
}
