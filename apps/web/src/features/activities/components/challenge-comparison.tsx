import type { EventProgress } from '@cc/shared/events/events.schemas';
import { Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { useNumberFormat } from '../hooks/use-number-format';
import { ComparisonValues } from './comparison-values';

/**
 * The challenge against its own target (decision 068): all participants' distance and the
 * target to date, as two bars on one scale.
 */
export function ChallengeComparison({
  progress,
  unit,
}: {
  progress: EventProgress;
  unit: DistanceUnit;
}) {
  const { t } = useTranslation('activities');
  const { distance } = useNumberFormat(unit);
  const titleId = useId();
  const isKm = unit === 'KM';
  const challenge = isKm ? progress.challengeKm : progress.challengeMile;
  const target = isKm ? progress.targetToDateKm : progress.targetToDateMile;
  const scale = Math.max(challenge, target);
  const ratio = (value: number) => (scale > 0 ? value / scale : 0);
  const line = (label: string, value: string) => t('myActivity.chart.value', { label, value });

  return (
    <figure aria-labelledby={titleId} style={{ margin: 0 }}>
      <figcaption>
        <Title order={3} size="h5" id={titleId} mb="xs">
          {t('myActivity.chart.challengeTitle')}
        </Title>
      </figcaption>
      <ComparisonValues
        values={[
          {
            key: 'challenge',
            text: line(
              t('myActivity.chart.challenge'),
              distance(progress.challengeKm, progress.challengeMile),
            ),
            color: 'indigo.6',
            ratio: ratio(challenge),
          },
          {
            key: 'target',
            text: line(
              t('myActivity.chart.target'),
              distance(progress.targetToDateKm, progress.targetToDateMile),
            ),
            color: 'gray.6',
            ratio: ratio(target),
          },
        ]}
      />
    </figure>
  );
}
