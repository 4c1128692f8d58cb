import type { Activity } from '@cc/shared/activities/activities.schemas';
import { Alert, Button, Card, Group, Image, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../components/confirm';
import { OverflowMenu } from '../../../components/overflow-menu';
import { PlainList } from '../../../components/plain-list';
import { OwnerReviewBadge } from '../../../entities/fair-play/owner-review-badge';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useDeleteActivity } from '../api/delete-activity';
import { useMyActivities } from '../api/get-my-activities';
import { useNumberFormat } from '../hooks/use-number-format';
import { ActivityPace } from './activity-pace';
import { ActivityReviewNote } from './activity-review';

interface ActivityListProps {
  eventId: string;
  unit: DistanceUnit;
  /** Edit and delete are offered only while the event runs (spec §4). */
  isEditable: boolean;
  /** The list loads once its accordion panel opens. */
  enabled: boolean;
  /** How many activities the list will show (the event's count): their room while it loads. */
  expectedCount?: number;
}

/** A row without notes or photos at a phone's width, and the most rows a screen shows. */
const ROW_HEIGHT = 101;
const SCREEN_ROWS = 6;

/**
 * The list's room while it loads: a grey row per activity it will show, up to a screen's
 * worth, so that what follows on the page (the next challenge) does not move when the rows
 * arrive (decision 088).
 */
function ListRoom({ count }: { count: number }) {
  const { t } = useTranslation('activities');
  return (
    <Stack gap="xs" role="status" aria-label={t('common:loading')}>
      {Array.from({ length: Math.min(count, SCREEN_ROWS) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} height={ROW_HEIGHT} radius="md" />
      ))}
    </Stack>
  );
}

/** Newest date first; the server sorts too, this keeps the order after a refetch. */
function byNewestDate(a: Activity, b: Activity): number {
  return b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);
}

function ActivityCard({
  activity,
  unit,
  isEditable,
}: { activity: Activity } & Omit<ActivityListProps, 'eventId' | 'enabled'>) {
  const { t } = useTranslation('activities');
  const { distance } = useNumberFormat(unit);
  const remove = useDeleteActivity();
  const date = formatDate(activity.date);

  const askDelete = async () => {
    if (
      !(await confirm({
        danger: true,
        subject: t('list.deleteSubject', {
          date,
          distance: distance(activity.distanceKm, activity.distanceMile),
        }),
      }))
    )
      return;
    remove.mutate(activity._id, {
      onSuccess: () => notifySuccess('activities:toasts.deleted'),
      onError: (error) => notifyError(error, 'activities:toasts.deleteFailed'),
    });
  };

  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Text fw={600}>{date}</Text>
            {activity.review && <OwnerReviewBadge status={activity.review.status} />}
          </Group>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {distance(activity.distanceKm, activity.distanceMile)}
          </Text>
        </Group>
        <ActivityPace
          distanceKm={activity.distanceKm}
          distanceMile={activity.distanceMile}
          durationMinutes={activity.durationMinutes}
          unit={unit}
        />
        {activity.review && <ActivityReviewNote review={activity.review} unit={unit} />}
        {activity.notice && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {activity.notice}
          </Text>
        )}
        {activity.images.length > 0 && (
          <Group gap="xs">
            {activity.images.map((image, i) => (
              <Image
                key={image._id}
                src={image.thumbUrl}
                alt={t('list.photoAlt', { number: i + 1, date })}
                w={64}
                h={64}
                radius="sm"
                fit="cover"
                loading="lazy"
              />
            ))}
          </Group>
        )}
        {isEditable && (
          <Group justify="flex-end">
            <OverflowMenu
              label={t('list.actionsLabel', { date })}
              busy={remove.isPending}
              actions={[
                {
                  label: t('common:actions.edit'),
                  to: paths.activityForm(activity.eventId, activity._id),
                },
                { label: t('common:actions.delete'), danger: true, onClick: askDelete },
              ]}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The user's activities of one event on /progress, newest date first, each with its duration
 * and pace when given and, while under review or not counted, why (issue 25).
 */
export function ActivityList({
  eventId,
  unit,
  isEditable,
  enabled,
  expectedCount = 0,
}: ActivityListProps) {
  const { t } = useTranslation('activities');
  const { data, isPending, isError, refetch } = useMyActivities(eventId, enabled);

  if (!enabled) return null;
  if (isPending && expectedCount > 0) return <ListRoom count={expectedCount} />;
  if (isPending) return <Loader size="sm" role="status" aria-label={t('common:loading')} />;
  if (isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('list.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (data.docs.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed">{t('list.empty')}</Text>
        {/* The next step instead of an empty list, while the challenge takes activities. */}
        {isEditable && (
          <Button component={Link} to={paths.activityForm(eventId)} variant="light">
            {t('list.logFirst')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <PlainList gap="xs" label={t('list.label')}>
      {[...data.docs].sort(byNewestDate).map((activity) => (
        <ActivityCard key={activity._id} activity={activity} unit={unit} isEditable={isEditable} />
      ))}
    </PlainList>
  );
}
