import type { UserCard } from '@cc/shared/users/users.public';
import { ANONYMOUS_NAME } from '@cc/shared/users/users.public';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { getCountryName } from '../../../lib/countries';
import { isUiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';

/** Whether a user card stands for a hidden user (participant spec §3: anonymous, logged out). */
export function isHidden(card: Pick<UserCard, 'isAnonymous' | 'displayName'>): boolean {
  return card.isAnonymous || card.displayName === ANONYMOUS_NAME;
}

/** The name to show for a user: the translated anonymous label for a hidden one. */
export function useShownName() {
  const { t } = useTranslation('friends');
  return (card: Pick<UserCard, 'isAnonymous' | 'displayName'>) =>
    isHidden(card) ? t('anonymous') : card.displayName;
}

interface PersonRowProps {
  person: UserCard;
  /** A second line under the name (a date, say); the country is shown otherwise. */
  detail?: ReactNode;
  /** Buttons at the right. */
  actions?: ReactNode;
}

/**
 * One person in a list: avatar, name and country. The name links to their competitor page,
 * unless they are hidden (participant spec §6: a Private user is not linkable).
 */
export function PersonRow({ person, detail, actions }: PersonRowProps) {
  const { t, i18n } = useTranslation('friends');
  const shownName = useShownName();
  const hidden = isHidden(person);
  const name = shownName(person);
  const lang = isUiLanguage(i18n.language) ? i18n.language : 'de';
  const country = person.country ? getCountryName(person.country, lang) : null;

  return (
    <Group component="li" wrap="nowrap" gap="sm" py="xs" justify="space-between">
      <Group wrap="nowrap" gap="sm" miw={0}>
        <UserAvatar id={hidden ? null : person._id} src={person.avatar} name={name} />
        <Stack gap={0} miw={0}>
          {hidden ? (
            <Text fw={500} truncate>
              {name}
            </Text>
          ) : (
            <Anchor
              component={Link}
              to={paths.competitor(person._id)}
              fw={500}
              truncate
              aria-label={t('search.openProfile', { name })}
            >
              {name}
            </Anchor>
          )}
          {(detail ?? country) && (
            <Text size="sm" c="dimmed" truncate>
              {detail ?? country}
            </Text>
          )}
        </Stack>
      </Group>
      {actions && (
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
