import type { FairPlayFlag, ReviewStatus } from '@cc/shared/fair-play/fair-play.rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format';
import { DEFAULT_LANGUAGE, isUiLanguage } from '../../lib/i18n';
import { KM_PER_MILE } from '../../lib/pace';
import { type DistanceUnit, useDistanceUnit } from '../profile/profile';

/**
 * The words for an activity's review (issue 25, decision 071), which the owner's activity
 * list, the activity form and the organiser's queue share: what each status means to the
 * owner, and each flag's reason with its figures in the reader's unit (a flag stores km and
 * km/h). A status that needs no word (`ok`, and `approved` to the owner) gives null.
 */
export function useFairPlayText(unitOverride?: DistanceUnit) {
  const { t, i18n } = useTranslation('fairPlay');
  const lang = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const profileUnit = useDistanceUnit();
  const unit = unitOverride ?? profileUnit ?? 'KM';

  const flag = useCallback(
    (f: FairPlayFlag): string => {
      const inUnit = (km: number | null) =>
        formatNumber(unit === 'MILE' ? (km ?? 0) / KM_PER_MILE : (km ?? 0), lang);
      const values = {
        value: formatNumber(f.value ?? 0, lang),
        limit: formatNumber(f.limit ?? 0, lang),
        distance: inUnit(f.value),
        distanceLimit: inUnit(f.limit),
        unit: t(`units.${unit}`),
        speed: inUnit(f.value),
        speedLimit: inUnit(f.limit),
        speedUnit: t(`speedUnits.${unit}`),
        date: f.capturedOn ? formatDate(f.capturedOn) : '',
        count: f.value ?? 0,
      };
      return t(`flags.${f.rule}`, values);
    },
    [t, lang, unit],
  );

  const status = useCallback(
    (s: ReviewStatus): string | null =>
      s === 'flagged' || s === 'held' || s === 'excluded' ? t(`status.${s}`) : null,
    [t],
  );

  return { flag, status };
}
