import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../components/confirm';
import { PlainList } from '../../../components/plain-list';
import {
  type DraftSummary,
  reloadDrafts,
  removeDraft,
  useEventDrafts,
  useSendingDraftId,
} from '../../../entities/drafts/drafts';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useNumberFormat } from '../hooks/use-number-format';
import { ActivityPace } from './activity-pace';

interface DraftListProps {
  eventId: string;
  unit: DistanceUnit;
}

/** The translation key of a refusal's reason: the error's text, or the generic one. */
function refusalKey(code: string, exists: (key: string) => boolean): string {
  const key = `errors:${code}`;
  return exists(key) ? key : 'errors:INTERNAL';
}

function DraftCard({
  draft,
  unit,
  isSending,
}: {
  draft: DraftSummary;
  unit: DistanceUnit;
  isSending: boolean;
}) {
  const { t, i18n } = useTranslation('activities');
  const { distance } = useNumberFormat(unit);
  const date = formatDate(draft.date);

  const askDelete = async () => {
    if (!(await confirm({ danger: true }))) return;
    try {
      await removeDraft(draft.localId);
      notifySuccess('activities:toasts.draftDeleted');
    } catch (error) {
      notifyError(error, 'activities:toasts.deleteFailed');
    }
  };

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-busy={isSending}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>{date}</Text>
            <Badge color="gray" variant="light">
              {t('drafts.label')}
            </Badge>
            {isSending && <Loader size="xs" role="status" aria-label={t('drafts.sending')} />}
          </Group>
          <Text fw={600}>{distance(draft.distanceKm, draft.distanceMile)}</Text>
        </Group>
        <ActivityPace
          distanceKm={draft.distanceKm}
          distanceMile={draft.distanceMile}
          durationMinutes={draft.durationMinutes}
          unit={unit}
        />
        {draft.notice && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {draft.notice}
          </Text>
        )}
        {draft.photoCount > 0 && (
          <Text size="sm" c="dimmed">
            {t('drafts.photos', { count: draft.photoCount })}
          </Text>
        )}
        {draft.refusal ? (
          <Alert color="red" role="alert" p="xs">
            <Text size="sm">
              {t('drafts.refused', {
                reason: t(refusalKey(draft.refusal, (key) => i18n.exists(key))),
              })}
            </Text>
          </Alert>
        ) : (
          <Text size="xs" c="dimmed">
            {t('drafts.waiting')}
          </Text>
        )}
        {!isSending && (
          <Group gap="xs" justify="flex-end">
            <Button
              component={Link}
              to={paths.activityForm(draft.eventId, draft.localId)}
              variant="light"
              size="xs"
              aria-label={t('drafts.editLabel', { date })}
            >
              {t('common:actions.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={askDelete}
              aria-label={t('drafts.deleteLabel', { date })}
            >
              {t('common:actions.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The user's offline drafts of one event (participant spec §4 Activity drafts): each with a
 * draft label, a spinner while it is sent, the translated reason when the server refused it,
 * and edit and delete. Nothing when there are none.
 */
export function DraftList({ eventId, unit }: DraftListProps) {
  const { t } = useTranslation('activities');
  const drafts = useEventDrafts(eventId);
  const sendingId = useSendingDraftId();
  // Another tab may have saved or sent drafts meanwhile: IndexedDB is the truth.
  useEffect(() => {
    reloadDrafts().catch(() => {});
  }, []);
  if (drafts.length === 0) return null;

  return (
    <PlainList gap="xs" label={t('drafts.listLabel')}>
      {drafts.map((draft) => (
        <DraftCard
          key={draft.localId}
          draft={draft}
          unit={unit}
          isSending={draft.localId === sendingId}
        />
      ))}
    </PlainList>
  );
}
