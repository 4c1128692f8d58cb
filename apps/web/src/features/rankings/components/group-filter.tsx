import type { RankingGroup } from '@cc/shared/rankings/rankings.schemas';
import { userTypes } from '@cc/shared/users/users.constants';
import { Select, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getCountryName, getCountryOptions } from '../../../lib/countries';
import { currentLanguage, isUiLanguage } from '../../../lib/i18n';
import { EVERYONE, isUserTypeChoice, type RankingGroupChoice } from '../hooks/use-ranking-group';

/**
 * The group filter of the all and me tabs (issue 26): a user type and a country, each
 * "everyone" by default. A chosen group ranks its participants among themselves.
 */
export function GroupFilter({ choice }: { choice: RankingGroupChoice }) {
  const { t, i18n } = useTranslation('rankings');
  const language = isUiLanguage(i18n.language) ? i18n.language : currentLanguage();
  const userTypeData = [
    { value: EVERYONE, label: t('filter.everyone') },
    ...userTypes.map((type) => ({ value: type, label: t(`common:userTypes.${type}`) })),
  ];
  const countryData = useMemo(
    () => [{ value: EVERYONE, label: t('filter.allCountries') }, ...getCountryOptions(language)],
    [t, language],
  );

  return (
    <SimpleGrid cols={2} spacing="sm">
      <Select
        label={t('filter.userType')}
        data={userTypeData}
        value={choice.userType}
        allowDeselect={false}
        onChange={(next) => next && isUserTypeChoice(next) && choice.setUserType(next)}
      />
      <Select
        label={t('filter.country')}
        data={countryData}
        value={choice.country}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('common:noCountry')}
        onChange={(next) => next && choice.setCountry(next)}
      />
    </SimpleGrid>
  );
}

/** A chosen group in words ("Staff · Germany"); null for everyone. */
export function useGroupName(group: RankingGroup): string | null {
  const { t, i18n } = useTranslation('rankings');
  const language = isUiLanguage(i18n.language) ? i18n.language : currentLanguage();
  const parts = [
    group.userType && t(`common:userTypes.${group.userType}`),
    group.country && getCountryName(group.country, language),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
