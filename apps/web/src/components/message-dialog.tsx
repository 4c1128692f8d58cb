import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../lib/i18n';
import { requestOverlays } from '../lib/overlays-ready';

export interface MessageDialogOptions {
  /** `error` shows a red title; `info` a neutral one. */
  kind: 'info' | 'error';
  /** Translation key of the title. */
  titleKey: string;
  /** Translation key of the message. */
  messageKey: string;
  /** Called once the dialog closes, by its OK button or otherwise. */
  onClose?: () => void;
}

/**
 * Shows a popup with one message and an OK button (login and registration outcomes,
 * participant spec §8). The OK button has the focus, so Enter dismisses it.
 */
export function showMessageDialog(options: MessageDialogOptions): void {
  // The dialog host loads when first wanted (lib/overlays-ready.ts); an early call waits for it.
  void requestOverlays().then(() => openMessageDialog(options));
}

function openMessageDialog({ kind, titleKey, messageKey, onClose }: MessageDialogOptions) {
  const id = modals.open({
    title: (
      <Text fw={700} c={kind === 'error' ? 'red.8' : undefined}>
        {i18n.t(titleKey)}
      </Text>
    ),
    centered: true,
    onClose,
    children: (
      <Stack>
        <Text>{i18n.t(messageKey)}</Text>
        <Group justify="flex-end">
          <Button data-autofocus onClick={() => modals.close(id)}>
            {i18n.t('common:actions.ok')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
