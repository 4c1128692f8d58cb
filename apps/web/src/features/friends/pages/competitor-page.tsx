import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AddFriendButton } from '../../../components/add-friend-button';
import { LoadingScreen } from '../../../components/loading-screen';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { isApiError } from '../../../lib/api-client';
import { getCountryName } from '../../../lib/countries';
import { isUiLanguage } from '../../../lib/i18n';
import { errorMessageKey } from '../../../lib/notify';
import { useCompetitor } from '../api/get-competitor';
import { CompetitorEventCard } from '../components/competitor-event-card';
import { useShownName } from '../components/person-row';

/**
 * /competitor/:userId and /competitor/:userId/:eventId (participant spec §2): another
 * participant's avatar, name, country and team, and per event their rank of all members
 * and their distance in the viewer's unit, with the add-friend control. A user who keeps
 * their activities private does not exist here (NOT_FOUND).
 */
export function CompetitorPage() {
  const { t, i18n } = useTranslation('friends');
  const { userId, eventId } = useParams();
  const unit = useDistanceUnit() ?? 'KM';
  const shownName = useShownName();
  const competitor = useCompetitor(userId, eventId);

  if (!userId || isApiError(competitor.error, 'NOT_FOUND')) {
    return (
      <Text role="alert" ta="center" mt="xl">
        {t('competitor.notFound')}
      </Text>
    );
  }
  if (competitor.isError) {
    return (
      <Text role="alert" c="red" ta="center" mt="xl">
        {t(errorMessageKey(competitor.error))}
      </Text>
    );
  }
  if (!competitor.data) return <LoadingScreen />;

  const { user, events } = competitor.data;
  const name = shownName(user);
  const lang = isUiLanguage(i18n.language) ? i18n.language : 'de';
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Group wrap="nowrap" align="center">
        <Avatar src={user.avatar} alt="" size="xl" radius="xl" />
        <Stack gap={4} miw={0}>
          <Title order={2} size="h3">
            {name}
          </Title>
          {user.country && <Text c="dimmed">{getCountryName(user.country, lang)}</Text>}
          <Text size="sm">
            {t('competitor.team')}: {user.teamName ?? t('competitor.noTeam')}
          </Text>
          <Group>
            <AddFriendButton
              userId={user._id}
              acceptFriendship={user.acceptFriendship}
              isAnonymous={user.isAnonymous}
              displayName={name}
            />
          </Group>
        </Stack>
      </Group>
      <Stack gap="sm" component="section" aria-label={t('competitor.events')}>
        <Title order={3} size="h4">
          {t('competitor.events')}
        </Title>
        {events.length === 0 ? (
          <Text c="dimmed">{t('competitor.noEvents')}</Text>
        ) : (
          events.map((event) => (
            <CompetitorEventCard key={event.eventId} event={event} unit={unit} />
          ))
        )}
      </Stack>
    </Stack>
  );
}
