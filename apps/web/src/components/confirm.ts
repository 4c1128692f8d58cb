import { modals } from '@mantine/modals';
import { i18n } from '../lib/i18n';
import { requestOverlays } from '../lib/overlays-ready';

export interface ConfirmOptions {
  /** Translation key of the title; defaults to `common:confirm.title`. */
  titleKey?: string;
  /** Translation key of the question; defaults to the spec's "Are you sure? ..." text. */
  messageKey?: string;
  /** Translation key of the confirm button; defaults to `common:confirm.yes`. */
  confirmKey?: string;
  /** Red confirm button, for deletions and other destructive steps. */
  danger?: boolean;
}

/**
 * Asks for confirmation in a dialog ('Are you sure? You won't be able to revert this!').
 * Resolves `true` when the person confirms, `false` when they cancel or close it.
 */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  const { titleKey = 'common:confirm.title', messageKey = 'common:confirm.message' } = options;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    void requestOverlays().then(() =>
      modals.openConfirmModal({
        title: i18n.t(titleKey),
        children: i18n.t(messageKey),
        centered: true,
        labels: {
          confirm: i18n.t(options.confirmKey ?? 'common:confirm.yes'),
          cancel: i18n.t('common:actions.cancel'),
        },
        confirmProps: { color: options.danger ? 'red' : undefined },
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        onClose: () => settle(false),
      }),
    );
  });
}
