import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { AddFriendButton } from '../../../components/add-friend-button';
import { LoadingScreen } from '../../../components/loading-screen';
import { UserAvatar } from '../../../components/user-avatar';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { isApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { getCountryName } from '../../../lib/countries';
import { isUiLanguage } from '../../../lib/i18n';
import { errorMessageKey } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useCompetitor } from '../api/get-competitor';
import {
  forgetChosenCompetitor,
  readChosenCompetitor,
  rememberChosenCompetitor,
} from '../competitor-storage';
import { CompetitorEventCard } from '../components/competitor-event-card';
import { isHidden, useShownName } from '../components/person-row';

/**
 * /competitor without an id: nobody chosen yet (or the one chosen last no longer shows a
 * profile). Says how to choose one rather than that someone does not exist.
 */
function NoCompetitorChosen() {
  const { t } = useTranslation('friends');
  return (
    <Stack align="center" gap="sm" mt="xl" maw={480} mx="auto">
      <Title order={2} size="h4">
        {t('competitor.noneChosen')}
      </Title>
      <Text c="dimmed" ta="center" size="sm">
        {t('competitor.noneChosenHint')}
      </Text>
      <Group justify="center">
        <Button component={Link} to={paths.ranking()} variant="light">
          {t('competitor.openRanking')}
        </Button>
        <Button component={Link} to={paths.search} variant="light">
          {t('competitor.openSearch')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /competitor/:userId and /competitor/:userId/:eventId (participant spec §2), and
 * /competitor alone, which opens the competitor the participant chose last (spec §9: local
 * storage remembers the chosen competitor; issue 23, item 8).
 */
export function CompetitorPage() {
  const { userId, eventId } = useParams();
  const viewerId = useAuthStore((state) => state.userId);
  if (userId) return <CompetitorProfile userId={userId} eventId={eventId} />;
  const chosen = viewerId ? readChosenCompetitor(viewerId) : null;
  if (!chosen) return <NoCompetitorChosen />;
  return <Navigate replace to={paths.competitor(chosen.userId, chosen.eventId)} />;
}

/**
 * Another participant's avatar, name, country and team, and per event their rank of all
 * members and their distance in the viewer's unit, with the add-friend control. A user who
 * keeps their activities private does not exist here (NOT_FOUND). The page shown is
 * remembered as the chosen competitor; one that is NOT_FOUND is forgotten.
 */
function CompetitorProfile({ userId, eventId }: { userId: string; eventId?: string }) {
  const { t, i18n } = useTranslation('friends');
  const viewerId = useAuthStore((state) => state.userId);
  const unit = useDistanceUnit() ?? 'KM';
  const shownName = useShownName();
  const competitor = useCompetitor(userId, eventId);
  const isShown = Boolean(competitor.data);
  const isGone = isApiError(competitor.error, 'NOT_FOUND');

  useEffect(() => {
    if (!viewerId) return;
    if (isShown) rememberChosenCompetitor(viewerId, { userId, eventId });
    else if (isGone) forgetChosenCompetitor(viewerId, userId);
  }, [viewerId, userId, eventId, isShown, isGone]);

  if (isGone) {
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
        <UserAvatar id={isHidden(user) ? null : user._id} src={user.avatar} name={name} size="xl" />
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
