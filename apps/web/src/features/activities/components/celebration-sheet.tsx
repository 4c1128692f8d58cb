import type { EventProgress } from '@cc/shared/events/events.schemas';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PushOffer } from '../../../components/push-offer';
import { Sheet } from '../../../components/sheet';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { paths } from '../../../lib/routes';
import { type Celebration, describeCelebration } from '../celebration';
import { useNumberFormat } from '../hooks/use-number-format';
import classes from './celebration-sheet.module.css';

interface CelebrationSheetProps {
  celebration: Celebration;
  /** The event's progress fetched after the save. */
  progress: EventProgress;
  unit: DistanceUnit;
  /** Called once the sheet has closed (its closing transition played). */
  onClosed: () => void;
  /** Called as the person leaves for the feed: the celebration is over. */
  onLeave: () => void;
  /** The cause's line (the money raised), filled in by the app. */
  cause?: ReactNode;
}

const confettiColors = ['teal', 'yellow', 'blue', 'pink', 'orange', 'grape'];

/** A short burst of confetti for the stronger moment; CSS plays it only without reduced motion. */
function Confetti() {
  return (
    <div className={classes.confetti} aria-hidden data-testid="celebration-confetti">
      {Array.from({ length: 14 }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decoration, never reordered
          key={i}
          style={{
            left: `${(i * 7 + 3) % 100}%`,
            animationDelay: `${(i % 5) * 90}ms`,
            background: `var(--mantine-color-${confettiColors[i % confettiColors.length]}-5)`,
          }}
        />
      ))}
    </div>
  );
}

/** A percentage for a bar: 0..100. */
const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The moment after saving an activity (issue 27, decision 074): "+6.4 km", the new total, the
 * rank before and after, the challenge bar moving from where it was to where it is, the
 * cause, and the way on: the feed, or done. A first activity ever, a rank gained and a
 * challenge crossing 25/50/75/100 % of its target get a bigger figure and a burst.
 */
export function CelebrationSheet({
  celebration,
  progress,
  unit,
  onClosed,
  onLeave,
  cause,
}: CelebrationSheetProps) {
  const { t } = useTranslation('activities');
  const { distance, number } = useNumberFormat(unit);
  const view = describeCelebration(celebration, progress);
  const [opened, setOpened] = useState(false);
  const from = clampPercent(celebration.before?.percentReached ?? progress.percentReached);
  const [barValue, setBarValue] = useState(from);
  // Asked for less motion: the bar takes its new value without sliding there.
  const isMotionReduced = useReducedMotion();

  // Opened after mount, so the sheet plays its transition and notes where focus was.
  useEffect(() => setOpened(true), []);
  // The bar starts where the challenge stood before the save and moves to its new value.
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => setBarValue(clampPercent(progress.percentReached)), 300);
    return () => clearTimeout(timer);
  }, [opened, progress.percentReached]);

  const { rankChange } = view;
  const rank = rankChange
    ? rankChange.from === null
      ? t('headline.rank', { rank: number(rankChange.to), total: number(progress.totalMembers) })
      : t('celebration.rankChange', { from: number(rankChange.from), to: number(rankChange.to) })
    : progress.rank > 0
      ? t('headline.rank', { rank: number(progress.rank), total: number(progress.totalMembers) })
      : null;
  const title = t(`celebration.title.${view.moment}`, {
    percent: number(view.milestone ?? 0),
  });
  const isKm = unit === 'KM';
  const close = () => setOpened(false);

  return (
    <Sheet
      opened={opened}
      onClose={close}
      onClosed={onClosed}
      title={
        // The stronger moment has the bigger headline.
        <Text component="span" fz={view.isStrong ? 'xl' : 'lg'} fw={800}>
          {title}
        </Text>
      }
    >
      <Stack
        gap="md"
        className={view.isStrong ? `${classes.burst} ${classes.strong}` : classes.burst}
        data-testid="celebration"
        data-moment={view.moment}
      >
        {view.isStrong && <Confetti />}
        <div>
          <Text className={classes.added} data-testid="celebration-added">
            {t('celebration.added', {
              distance: distance(celebration.savedKm, celebration.savedMile),
            })}
          </Text>
          <Text fw={600} data-testid="celebration-total">
            {t('celebration.newTotal', { distance: distance(progress.myKm, progress.myMile) })}
          </Text>
        </div>
        {rank && (
          <Text fw={700} size="lg" data-testid="celebration-rank">
            {rank}
          </Text>
        )}
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('headline.challenge')}
            </Text>
            <Text size="sm" fw={600}>
              {t('headline.totalOfTarget', {
                total: number(isKm ? progress.challengeKm : progress.challengeMile),
                target: distance(progress.maximumKm, progress.maximumMile),
                percent: number(Math.round(progress.percentReached)),
              })}
            </Text>
          </Group>
          <Progress
            value={barValue}
            size="lg"
            radius="xl"
            color="teal"
            transitionDuration={isMotionReduced ? 0 : 900}
            aria-hidden
          />
        </Stack>
        {cause}
        {/* The right moment to offer push: the first activity ever (decision 074). */}
        {celebration.isFirstEver && <PushOffer />}
        <Group justify="flex-end" gap="xs">
          <Button component={Link} to={paths.newsfeed} variant="light" onClick={onLeave}>
            {t('celebration.viewFeed')}
          </Button>
          <Button onClick={close}>{t('celebration.done')}</Button>
        </Group>
      </Stack>
    </Sheet>
  );
}
