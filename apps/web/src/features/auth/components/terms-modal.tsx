import { Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TermsModalProps {
  opened: boolean;
  /** The terms text (composed in by the app). */
  terms: ReactNode;
  /** `true` for "Yes I agree", `false` for "No" or closing the dialog. */
  onAnswer: (agree: boolean) => void;
}

/** The terms and conditions, to be accepted before registering. */
export function TermsModal({ opened, terms, onAnswer }: TermsModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={t('register.termsTitle')}
      size="lg"
      fullScreen={false}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        {terms}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onAnswer(false)}>
            {t('register.termsDecline')}
          </Button>
          <Button onClick={() => onAnswer(true)}>{t('register.termsAccept')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
