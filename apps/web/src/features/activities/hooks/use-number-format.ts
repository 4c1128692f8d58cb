import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { formatNumber } from '../../../lib/format';
import { DEFAULT_LANGUAGE, isUiLanguage } from '../../../lib/i18n';

/**
 * Formatters in the UI language (participant spec §9: thousands separator, up to one
 * decimal): `number(1234.5)` gives `1.234,5` in German; `distance(km, mile)` adds the
 * user's unit, `1.234,5 km`.
 */
export function useNumberFormat(unit: DistanceUnit) {
  const { t, i18n } = useTranslation('activities');
  const lang = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const number = useCallback((value: number) => formatNumber(value, lang), [lang]);
  const distance = useCallback(
    (km: number, mile: number) =>
      t('distance', {
        value: formatNumber(unit === 'KM' ? km : mile, lang),
        unit: t(`units.${unit}`),
      }),
    [t, lang, unit],
  );
  return { number, distance };
}
