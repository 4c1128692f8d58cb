import { useTranslation } from 'react-i18next';
import { useDistanceUnit } from '../../entities/profile/profile';
import { formatNumber } from '../../lib/format';

/** A distance the API sends in both units. */
export interface Distances {
  km: number;
  mile: number;
}

/**
 * Returns a function that writes a distance in the profile's unit (`1,234.5 km` or
 * `767.1 mi`). The pages sit behind the profile gate, so the unit is known from the first
 * render; km is only the type's fallback.
 */
export function useDistanceText(): (distance: Distances) => string {
  const { t } = useTranslation('rankings');
  const unit = useDistanceUnit() ?? 'KM';
  return ({ km, mile }) =>
    t(`distance.${unit}`, { value: formatNumber(unit === 'MILE' ? mile : km) });
}
