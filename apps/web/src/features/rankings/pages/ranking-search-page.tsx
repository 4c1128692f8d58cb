import { Container, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AddFriendButton } from '../../../components/add-friend-button';
import { Icon } from '../../../components/icons';
import { InfiniteList } from '../../../components/infinite-list';
import { useRankingSearch } from '../api/search-ranking';
import { RankingRowList, rankingRowKey } from '../components/ranking-rows';

/** Wait after the last keystroke before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/** The hits of one search, ten at a time, each with its add-friend control. */
function SearchResults({ eventId, name }: { eventId: string; name: string }) {
  const { t } = useTranslation('rankings');
  const search = useRankingSearch(eventId, name);

  return (
    <InfiniteList
      query={search}
      itemKey={rankingRowKey}
      empty="noResults"
      errorTitle={t('loadFailed')}
    >
      {(rows) => (
        <RankingRowList
          rows={rows}
          eventId={eventId}
          label={t('search.results')}
          actionOf={(row) =>
            row.creatorId && (
              <AddFriendButton
                userId={row.creatorId}
                acceptFriendship={row.acceptFriendship ?? true}
                isAnonymous={row.isAnonymous}
                displayName={row.displayName}
              />
            )
          }
        />
      )}
    </InfiniteList>
  );
}

/**
 * `/ranking-search/:eventId`: finds participants of an event's ranking by name (trimmed; an
 * empty box clears the results) with their rank, distance and the add-friend control
 * (admin spec §4). Anonymous participants never match (server).
 */
export function RankingSearchPage() {
  const { t } = useTranslation('rankings');
  const { eventId = '' } = useParams();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Emptying the box clears at once; only typing waits for a pause.
  const name = text.trim() === '' ? '' : debounced;

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="md">
        <TextInput
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<Icon name="search" size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoComplete="off"
        />
        {name === '' ? (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {t('search.hint')}
          </Text>
        ) : (
          <SearchResults eventId={eventId} name={name} />
        )}
      </Stack>
    </Container>
  );
}
