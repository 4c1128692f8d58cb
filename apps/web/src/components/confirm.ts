import { modals } from '@mantine/modals';
import { createElement, Fragment } from 'react';
import { i18n } from '../lib/i18n';
import { requestOverlays } from '../lib/overlays-ready';

interface ConfirmBase {
  /** Translation key of the title; defaults to `common:confirm.title`. */
  titleKey?: string;
  /** Translation key of the confirm button; defaults to `common:confirm.yes`. */
  confirmKey?: string;
  /** What the step destroys ('25/11/2026 · 5.2 km'), shown under the message so the person knows. */
  subject?: string;
}

/**
 * A destructive step (delete, remove, leave, change a status): a red confirm button and the
 * spec's one text, 'Are you sure? You won't be able to revert this!' (participant spec §8);
 * the title may say what is at stake.
 */
interface DestructiveConfirm extends ConfirmBase {
  danger: true;
  messageKey?: never;
}

/** A question that destroys nothing (add as friend): it may word its own message. */
interface QuestionConfirm extends ConfirmBase {
  danger?: false;
  /** Translation key of the question; defaults to the spec's text. */
  messageKey?: string;
}

export type ConfirmOptions = DestructiveConfirm | QuestionConfirm;

/** The spec's confirmation text, the message of every destructive step. */
const SPEC_MESSAGE_KEY = 'common:confirm.message';

/**
 * Asks for confirmation in a dialog; a destructive step always reads 'Are you sure? You won't
 * be able to revert this!'.
 * Resolves `true` when the person confirms, `false` when they cancel or close it.
 */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  const titleKey = options.titleKey ?? 'common:confirm.title';
  const messageKey = (!options.danger && options.messageKey) || SPEC_MESSAGE_KEY;
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
        children: options.subject
          ? createElement(
              Fragment,
              null,
              createElement('p', { style: { margin: 0 } }, i18n.t(messageKey)),
              createElement(
                'p',
                { style: { margin: '8px 0 0', fontWeight: 600, overflowWrap: 'anywhere' } },
                options.subject,
              ),
            )
          : i18n.t(messageKey),
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
