import { useCallback } from 'react';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/use-texts';
import { formatActivityDay, formatPostDate, isRelativePostDate } from '../post-date';

/**
 * Formatters in the UI language: `number(1234)` ('1.234' in German), `distance(km, mile,
 * unit)` in the profile's unit with at most one decimal, `when(iso)` relative for the last
 * week ('vor 5 Minuten') and DD/MM/YYYY before, `day(date)` an activity's day with its
 * weekday ('Fr., 20/11/2026'), `posted(iso)` when a post was written ('gepostet vor 5
 * Minuten', 'gepostet am 12/11/2026').
 */
export function useFeedFormat() {
  const { t, lang } = useTexts('feed');
  const number = useCallback((value: number) => formatNumber(value, lang), [lang]);
  const distance = useCallback(
    (km: number, mile: number, unit: DistanceUnit) =>
      t('post.distance', {
        value: formatNumber(unit === 'KM' ? km : mile, lang),
        unit: t(`units.${unit}`),
      }),
    [t, lang],
  );
  const when = useCallback((iso: string) => formatPostDate(iso, lang), [lang]);
  const day = useCallback((date: string) => formatActivityDay(date, lang), [lang]);
  const posted = useCallback(
    (iso: string) =>
      t(isRelativePostDate(iso) ? 'post.postedAgo' : 'post.postedOn', {
        when: formatPostDate(iso, lang),
      }),
    [t, lang],
  );
  return { number, distance, when, day, posted };
}
