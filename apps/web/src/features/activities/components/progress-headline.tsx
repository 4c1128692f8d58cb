import type { EventProgress, MyEvent } from '@cc/shared/events/events.schemas';
import { Box, Group, Image, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { useEventProgress } from '../api/get-event-progress';
import { useNumberFormat } from '../hooks/use-number-format';
import classes from './progress-headline.module.css';

interface ProgressHeadlineProps {
  event: MyEvent;
  unit: DistanceUnit;
  /**
   * The cause's line (the money raised, filled in by the app), given the line to show when
   * the event has no cause: the event's description. Without it, the description.
   */
  renderCause?: (fallback: ReactNode) => ReactNode;
}

/** The event's description, cut to three lines: what the challenge is for, without a cause. */
function Description({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
      {text}
    </Text>
  );
}

/** A percentage for a bar: 0..100, whatever the figures (a target of 0, a total past it). */
function barPercent(part: number, whole: number): number {
  if (whole <= 0) return part > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (part / whole) * 100));
}

/**
 * The challenge total against its target as a bar, with the target-to-date mark: the
 * figure in words above it ("282.5 / 500 km · 56 %"), so the bar itself is decoration.
 * Once the challenge has ended the target to date is the whole target: no mark, no line.
 */
function ChallengeBar({
  progress,
  unit,
  hasEnded,
}: {
  progress: EventProgress;
  unit: DistanceUnit;
  hasEnded: boolean;
}) {
  const { t } = useTranslation('activities');
  const { number, distance } = useNumberFormat(unit);
  const isKm = unit === 'KM';
  const total = isKm ? progress.challengeKm : progress.challengeMile;
  const target = isKm ? progress.maximumKm : progress.maximumMile;
  const toDate = hasEnded ? 0 : isKm ? progress.targetToDateKm : progress.targetToDateMile;
  const mark = barPercent(toDate, target);

  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('headline.challenge')}
        </Text>
        <Text size="sm" fw={600}>
          {t('headline.totalOfTarget', {
            total: number(total),
            target: distance(progress.maximumKm, progress.maximumMile),
            percent: number(Math.round(progress.percentReached)),
          })}
        </Text>
      </Group>
      <Box className={classes.bar}>
        <Progress value={barPercent(total, target)} size="lg" radius="xl" aria-hidden />
        {toDate > 0 && mark < 100 && (
          <span className={classes.mark} style={{ left: `${mark}%` }} aria-hidden />
        )}
      </Box>
      {toDate > 0 && (
        <Text size="xs" c="dimmed">
          {t('headline.targetToDate', {
            distance: distance(progress.targetToDateKm, progress.targetToDateMile),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The heights of the headline's parts at a phone's width (390 px), so that its placeholder
 * takes the room the figures will: the page's content below does not move when they arrive
 * (a shift of 118 px made the page's layout shift 0.27 in Lighthouse, decision 088).
 */
const PART_HEIGHTS = {
  image: 120,
  thanks: 26,
  myKm: 60,
  challengeBar: 57,
  challengeBarEnded: 40,
  rankAndDays: 25,
  /** The cause or the description: two lines of small text. */
  line: 41,
};

/** The headline's room while its figures load: one grey block per part, in the card's frame. */
function HeadlineSkeleton({ event, hasLine }: { event: MyEvent; hasLine: boolean }) {
  const hasEnded = event.state === 'ended';
  const parts = [
    event.imageUrl ? PART_HEIGHTS.image : 0,
    hasEnded ? PART_HEIGHTS.thanks : 0,
    PART_HEIGHTS.myKm,
    hasEnded ? PART_HEIGHTS.challengeBarEnded : PART_HEIGHTS.challengeBar,
    PART_HEIGHTS.rankAndDays,
    hasLine ? PART_HEIGHTS.line : 0,
  ].filter((height) => height > 0);
  return (
    <Stack gap="sm" className={classes.headline} aria-hidden data-testid="progress-headline-room">
      {parts.map((height, i) => (
        // The parts never change order while it shows: the index is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of blocks
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * The top of a running or ended challenge on /progress (issue 27, decision 073): my
 * kilometres in large type, the challenge total against its target, my rank and the days
 * left, then the cause (the money raised) or else the event's description; for an ended
 * challenge the same figures as a recap with thanks. Read from the
 * event's progress (GET /api/events/:id/progress, the /my-activity figures).
 */
export function ProgressHeadline({ event, unit, renderCause }: ProgressHeadlineProps) {
  const { t } = useTranslation('activities');
  const { distance, number } = useNumberFormat(unit);
  const { data: progress, isError } = useEventProgress(event._id);
  const hasEnded = event.state === 'ended';

  // Without its figures the card still has its buttons and list: no headline, no error box.
  if (isError) return null;
  if (!progress) {
    return (
      <HeadlineSkeleton
        event={event}
        hasLine={Boolean(renderCause) || !!event.description.trim()}
      />
    );
  }

  const rank =
    progress.rank > 0
      ? t('headline.rank', { rank: number(progress.rank), total: number(progress.totalMembers) })
      : t('headline.noRank');

  const description = <Description text={event.description} />;

  return (
    <Stack gap="sm" className={classes.headline} data-testid="progress-headline">
      {event.imageUrl && (
        <Image src={event.imageUrl} alt="" radius="md" h={120} fit="cover" loading="lazy" />
      )}
      {hasEnded && (
        <Title order={3} size="h4">
          {t('headline.thanks', { name: event.name })}
        </Title>
      )}
      <div>
        <Text size="sm" c="dimmed">
          {hasEnded ? t('headline.myFinalTotal') : t('headline.myTotal')}
        </Text>
        <Text className={classes.myKm} data-testid="progress-my-km">
          {distance(progress.myKm, progress.myMile)}
        </Text>
      </div>
      <ChallengeBar progress={progress} unit={unit} hasEnded={hasEnded} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} data-testid="progress-rank">
          {rank}
        </Text>
        {!hasEnded && (
          <Text size="sm" c="dimmed">
            {t('headline.daysLeft', { count: progress.remainingDays })}
          </Text>
        )}
      </Group>
      {renderCause ? renderCause(description) : description}
    </Stack>
  );
}
