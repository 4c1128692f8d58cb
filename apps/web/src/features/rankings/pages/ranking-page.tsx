import type { MyEvent } from '@cc/shared/events/events.schemas';
import {
  ActionIcon,
  Button,
  Container,
  Group,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Icon } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { oneRowTabs } from '../../../components/one-row-tabs';
import { useMyEvents } from '../../../entities/my-events/my-events';
import { paths } from '../../../lib/routes';
import { GroupFilter } from '../components/group-filter';
import { OwnRankingCard } from '../components/own-ranking-card';
import { ParticipantRanking } from '../components/participant-ranking';
import { SegmentBoard } from '../components/segment-board';
import { TeamRanking } from '../components/team-ranking';
import { useRankingGroup } from '../hooks/use-ranking-group';

const tabs = ['all', 'friends', 'me', 'team', 'groups'] as const;
type RankingTab = (typeof tabs)[number];

function isRankingTab(value: string | null): value is RankingTab {
  return tabs.some((tab) => tab === value);
}

/** The challenge whose ranking shows: several joined ones offer a choice. */
function EventHeader({ events, eventId }: { events: MyEvent[]; eventId: string }) {
  const { t } = useTranslation('rankings');
  const navigate = useNavigate();
  // The tab, group filter and grouping stay when another challenge is picked.
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  const current = events.find((event) => event._id === eventId);
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
      {events.length > 1 ? (
        <Select
          label={t('eventPicker.label')}
          data={events.map((event) => ({ value: event._id, label: event.name }))}
          value={current ? eventId : null}
          allowDeselect={false}
          onChange={(id) =>
            id && navigate(`${paths.ranking(id)}${query && `?${query}`}`, { replace: true })
          }
          flex={1}
          miw={0}
        />
      ) : (
        <Title order={2} size="h4" flex={1} miw={0}>
          {current?.name}
        </Title>
      )}
      <ActionIcon
        component={Link}
        to={paths.rankingSearch(eventId)}
        variant="light"
        size="lg"
        aria-label={t('search.open')}
      >
        <Icon name="search" />
      </ActionIcon>
    </Group>
  );
}

/**
 * The five rankings of one event as tabs; the chosen tab is kept in the address, beside the
 * group filter that the all and me tabs share and the groups tab's choices.
 */
function RankingTabs({ eventId, tab }: { eventId: string; tab: RankingTab }) {
  const { t } = useTranslation('rankings');
  const [, setSearchParams] = useSearchParams();
  const groupChoice = useRankingGroup();
  const selectTab = (next: RankingTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return (
    <Tabs
      value={tab}
      onChange={(next) => isRankingTab(next) && selectTab(next)}
      keepMounted={false}
      styles={oneRowTabs}
    >
      <Tabs.List grow aria-label={t('tabs.label')}>
        {tabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="all" pt="md">
        <Stack gap="md">
          <GroupFilter choice={groupChoice} />
          <ParticipantRanking type="all" eventId={eventId} group={groupChoice.group} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="friends" pt="md">
        <ParticipantRanking type="friends" eventId={eventId} />
      </Tabs.Panel>
      <Tabs.Panel value="me" pt="md">
        <Stack gap="md">
          <GroupFilter choice={groupChoice} />
          <OwnRankingCard eventId={eventId} group={groupChoice.group} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="team" pt="md">
        <TeamRanking eventId={eventId} />
      </Tabs.Panel>
      <Tabs.Panel value="groups" pt="md">
        <SegmentBoard eventId={eventId} />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * `/ranking` and `/ranking/:eventId`: the rankings of one of the user's events (without an
 * id, the one with the latest end date), tabs all, friends, me and team (rule 15) and the
 * groups (issue 26), and a way to search the event's participants. Without any event, a way to the open ones.
 */
export function RankingPage() {
  const { t } = useTranslation('rankings');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { data: events, error, refetch } = useMyEvents();
  const requestedTab = searchParams.get('tab');
  const tab: RankingTab = isRankingTab(requestedTab) ? requestedTab : 'all';

  if (error) {
    return (
      <Container size="md" px={0} py="md">
        <LoadError error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!events) return <LoadingScreen messageKey="rankings:loading" />;

  const eventId = params.eventId ?? events[0]?._id;
  if (!eventId) {
    return (
      <Container size="md" px={0} py="xl">
        <Stack align="center" gap="md">
          <Text ta="center">{t('noEvents.text')}</Text>
          <Button component={Link} to={paths.activeEvents}>
            {t('noEvents.link')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="md">
        <EventHeader events={events} eventId={eventId} />
        <RankingTabs key={eventId} eventId={eventId} tab={tab} />
      </Stack>
    </Container>
  );
}
