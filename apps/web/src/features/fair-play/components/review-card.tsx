import type { ReviewItem } from '@cc/shared/fair-play/fair-play.schemas';
import { Anchor, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailFields } from '../../../components/detail-fields';
import { useFairPlayText } from '../../../entities/fair-play/fair-play-text';
import { formatDate, formatKm } from '../../../lib/format';
import { formatDuration, formatPace } from '../../../lib/pace';
import { paths } from '../../../lib/routes';
import { DayChart } from './day-chart';
import { ReviewPhotos } from './review-photos';
import { ReviewStatusBadge } from './review-status-badge';

/** What the organiser can do with one activity of the queue. */
export interface ReviewCardActions {
  onToggle: (item: ReviewItem) => void;
  onApprove: (item: ReviewItem) => void;
  onExclude: (item: ReviewItem) => void;
  onReinstate: (item: ReviewItem) => void;
}

interface ReviewCardProps extends ReviewCardActions {
  item: ReviewItem;
  isSelected: boolean;
  /** A decision on this activity is under way. */
  isBusy: boolean;
}

/** The figures of the activity and of the participant's day and usual distance (admin: km). */
function useFigures(item: ReviewItem) {
  const { t } = useTranslation('fairPlay');
  const km = (value: number) => t('review.km', { value: formatKm(value) });
  const pace = formatPace(item.distanceKm, item.durationMinutes);
  return [
    {
      label: t('review.fields.event'),
      value: (
        <Anchor component={Link} to={paths.eventDetail(item.eventId, item.eventName)} size="sm">
          {item.eventName}
        </Anchor>
      ),
    },
    { label: t('review.fields.date'), value: formatDate(item.date) },
    { label: t('review.fields.distance'), value: km(item.distanceKm) },
    {
      label: t('review.fields.duration'),
      value: item.durationMinutes
        ? t('review.hours', { durationText: formatDuration(item.durationMinutes) })
        : null,
    },
    { label: t('review.fields.pace'), value: pace ? t('review.pace', { paceText: pace }) : null },
    { label: t('review.fields.dayTotal'), value: km(item.dayTotalKm) },
    {
      label: t('review.fields.median'),
      value: item.medianKm === null ? t('review.noMedian') : km(item.medianKm),
    },
    { label: t('review.fields.entered'), value: formatDate(item.createdAt) },
  ];
}

/**
 * One activity of the review queue with the evidence beside it (issue 25): who, which event
 * and day, the figures, the participant's note, every flag's reason, the photos with their
 * capture day and the participant's days; a checkbox for bulk decisions and the decisions
 * that apply to its status. Its heading takes the focus after a decision nearby
 * (data-review-heading, see the review page).
 */
export function ReviewCard({ item, isSelected, isBusy, ...actions }: ReviewCardProps) {
  const { t } = useTranslation('fairPlay');
  const { flag } = useFairPlayText('KM');
  const headingId = useId();
  const figures = useFigures(item);
  const of = { name: item.displayName, date: formatDate(item.date) };
  const isExcluded = item.status === 'excluded';

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Checkbox
              mt={4}
              checked={isSelected}
              onChange={() => actions.onToggle(item)}
              aria-label={t('review.actions.select', of)}
            />
            <Stack gap={0}>
              <Title order={3} size="h5" id={headingId} tabIndex={-1} data-review-heading>
                {item.displayName}
              </Title>
              <Text size="sm" c="dimmed">
                {item.email}
              </Text>
            </Stack>
          </Group>
          <ReviewStatusBadge status={item.status} />
        </Group>

        <DetailFields fields={figures} />

        {item.notice && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('review.fields.notice')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {item.notice}
            </Text>
          </Stack>
        )}

        {item.flags.length > 0 && (
          <List size="sm" aria-label={t('review.flagsLabel')}>
            {item.flags.map((f) => (
              <List.Item key={`${f.rule}-${f.relatedActivityId ?? ''}`}>{flag(f)}</List.Item>
            ))}
          </List>
        )}

        <Group gap="xl" align="flex-start" wrap="wrap">
          <ReviewPhotos photos={item.photos} />
          <DayChart days={item.days} highlight={item.date} name={item.displayName} />
        </Group>

        <Group gap="sm" justify="flex-end">
          {isExcluded ? (
            <Button
              variant="light"
              loading={isBusy}
              onClick={() => actions.onReinstate(item)}
              aria-label={t('review.actions.reinstateOf', of)}
            >
              {t('review.actions.reinstate')}
            </Button>
          ) : (
            <>
              <Button
                variant="light"
                color="red"
                disabled={isBusy}
                onClick={() => actions.onExclude(item)}
                aria-label={t('review.actions.excludeOf', of)}
              >
                {t('review.actions.exclude')}
              </Button>
              <Button
                loading={isBusy}
                onClick={() => actions.onApprove(item)}
                aria-label={t('review.actions.approveOf', of)}
              >
                {t('review.actions.approve')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
