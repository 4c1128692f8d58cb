import { formatMoney } from '@cc/shared/fundraising/fundraising.money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Writes amounts of minor units for the UI language (`1.234,56 €` in German, `€1,234.56` in
 * English) and re-renders when the language changes.
 */
export function useMoney(currency: string): (minor: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (minor: number) => formatMoney(minor, currency, language),
    [currency, language],
  );
}
