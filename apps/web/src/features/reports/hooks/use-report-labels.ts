import type { UserType } from '@cc/shared/users/users.constants';
import { useTranslation } from 'react-i18next';
import { getCountryName } from '../../../lib/countries';
import { DEFAULT_LANGUAGE, isUiLanguage } from '../../../lib/i18n';
import type { ReportCell } from '../api/get-report-detail';

/** The user type columns of the report, in the order the tables show them. */
export const reportColumns = [
  'Customer',
  'Staff',
  'Supplier',
  'Family',
] as const satisfies readonly UserType[];

/**
 * Names in the UI language: a country, a user type, and whom a count stands for
 * ('Germany · Customer', 'All countries · Staff', 'Germany · all user types'); and the
 * order of countries by those names (Deutschland, Frankreich, Österreich in German).
 */
export function useReportLabels() {
  const { t, i18n } = useTranslation('reports');
  const lang = isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const country = (code: string) => getCountryName(code, lang);
  const collator = new Intl.Collator(lang);
  /** Compares two country codes by their names as shown; for `sort`. */
  const byCountryName = (a: string, b: string) => collator.compare(country(a), country(b));
  const userType = (type: UserType) => t(`common:userTypes.${type}`);
  const cell = ({ country: code, userType: type }: ReportCell) =>
    t('scope.label', {
      country: code ? country(code) : t('scope.allCountries'),
      userType: type ? userType(type) : t('scope.allUserTypes'),
    });
  return { country, byCountryName, userType, cell };
}
