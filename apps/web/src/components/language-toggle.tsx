import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, setLanguage, type UiLanguage } from '../lib/i18n';

const options: { value: UiLanguage; label: string }[] = [
  { value: 'de', label: 'DE' },
  { value: 'en', label: 'EN' },
];

/** DE/EN switch; the choice applies at once and is remembered in localStorage. */
export function LanguageToggle({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size={size}
      data={options}
      value={isUiLanguage(i18n.language) ? i18n.language : 'de'}
      onChange={(value) => {
        if (isUiLanguage(value)) setLanguage(value);
      }}
    />
  );
}
