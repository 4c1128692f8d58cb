import type { Post } from '@cc/shared/feed/feed.schemas';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { formatDuration, formatPace } from '../../../lib/pace';
import { useTexts } from '../../../lib/use-texts';
import classes from './post-card.module.css';

type PostPaceProps = Pick<Post, 'distanceKm' | 'distanceMile' | 'durationMinutes'> & {
  unit: DistanceUnit;
};

/**
 * A post's duration and pace in the reader's unit, small beside the distance ("0:55 h ·
 * 5:30 min/km"; issue 25). Nothing for an activity logged without a duration.
 */
export function PostPace({ distanceKm, distanceMile, durationMinutes, unit }: PostPaceProps) {
  const { t } = useTexts('feed');
  if (!durationMinutes) return null;
  const pace = formatPace(unit === 'KM' ? distanceKm : distanceMile, durationMinutes);
  const parts = [t('post.duration', { duration: formatDuration(durationMinutes) })];
  if (pace) parts.push(t('post.pace', { pace, unit: t(`units.${unit}`) }));
  return <p className={`${classes.text} ${classes.sm} ${classes.dimmed}`}>{parts.join(' · ')}</p>;
}
