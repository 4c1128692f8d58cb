import type { EntryCheck } from '@cc/shared/fair-play/fair-play.schemas';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFairPlayText } from '../../../entities/fair-play/fair-play-text';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { formatNumber } from '../../../lib/format';
import { DEFAULT_LANGUAGE, isUiLanguage } from '../../../lib/i18n';
import { KM_PER_MILE } from '../../../lib/pace';

interface Question {
  check: EntryCheck;
  /** Closed but still shown while the dialog fades out. */
  isOpen: boolean;
  answer: (isConfirmed: boolean) => void;
}

/**
 * The dialog's title: what matters most first. A held day says it will not count until
 * approved, a flagged day names its limit in the reader's unit ("Over 50 km in one day? It
 * will be reviewed.", issue 25); any other flag says the entry will be reviewed.
 */
function useTitle(unit: DistanceUnit) {
  const { t, i18n } = useTranslation('activities');
  const lang = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // A flag's limit is in km, like every figure the checks store.
  const inUnit = (km: number) => formatNumber(unit === 'MILE' ? km / KM_PER_MILE : km, lang);
  return ({ flags, status }: EntryCheck): string => {
    const hold = flags.find((f) => f.rule === 'dailyHold' && f.limit !== null);
    const daily = flags.find((f) => f.rule === 'dailyFlag' && f.limit !== null);
    const day = hold ?? daily;
    const values = { distance: inUnit(day?.limit ?? 0), unit: t(`units.${unit}`) };
    if (hold) return t('flagConfirm.titleDailyHold', values);
    if (status === 'held') return t('flagConfirm.titleHeld');
    if (daily) return t('flagConfirm.titleDaily', values);
    return t('flagConfirm.title');
  };
}

function FlagConfirmDialog({ question, unit }: { question: Question | null; unit: DistanceUnit }) {
  const { t } = useTranslation('activities');
  const { flag } = useFairPlayText(unit);
  const titleOf = useTitle(unit);
  const answer = (isConfirmed: boolean) => question?.answer(isConfirmed);

  return (
    <Modal
      opened={question?.isOpen ?? false}
      onClose={() => answer(false)}
      title={question ? titleOf(question.check) : ''}
      centered
    >
      {question && (
        <Stack gap="md">
          <Text size="sm">{t('flagConfirm.intro')}</Text>
          <List size="sm" spacing={4}>
            {question.check.flags.map((f) => (
              <List.Item key={`${f.rule}-${f.relatedActivityId ?? ''}`}>{flag(f)}</List.Item>
            ))}
          </List>
          <Text size="sm">{t('flagConfirm.question')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answer(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => answer(true)} data-autofocus>
              {t('flagConfirm.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * Asks before saving an entry the fair play checks would flag (issue 25): `ask(check)`
 * opens a dialog listing each flag's reason and resolves whether the person still wants to
 * save; `dialog` is rendered once by the form. Cancel and closing both answer no.
 */
export function useFlagConfirm(unit: DistanceUnit): {
  ask: (check: EntryCheck) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);

  const ask = useCallback(
    (check: EntryCheck) =>
      new Promise<boolean>((resolve) => {
        const answer = (isConfirmed: boolean) => {
          setQuestion((current) => (current ? { ...current, isOpen: false } : current));
          resolve(isConfirmed);
        };
        setQuestion({ check, isOpen: true, answer });
      }),
    [],
  );

  return { ask, dialog: <FlagConfirmDialog question={question} unit={unit} /> };
}
