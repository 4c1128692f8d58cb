import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFriendButton } from '../../../components/add-friend-button';
import { Icon } from '../../../components/icons';
import { errorMessageKey } from '../../../lib/notify';
import { useSearchUsers } from '../api/search-users';
import { PersonRow, useShownName } from '../components/person-row';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';

/** Wait after the last keystroke before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /search (participant spec §2, §5; admin spec §4): finds participants by name. The text is
 * trimmed and an empty text shows nothing; hits come 10 at a time as the person scrolls,
 * each with avatar, name, country, a link to the competitor page and the add-friend control.
 */
export function SearchPage() {
  const { t } = useTranslation('friends');
  const shownName = useShownName();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Clearing the box clears the results at once; typing waits for a pause.
  const filter = text.trim() === '' ? '' : debounced;
  const search = useSearchUsers(filter);
  const { hasNextPage, isFetching, fetchNextPage } = search;
  useLoadMoreOnScroll({ hasNextPage, isFetching, fetchNextPage });
  const hits = filter ? (search.data?.pages.flatMap((page) => page.docs) ?? []) : [];

  return (
    <Stack gap="md" maw={640} mx="auto">
      <TextInput
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<Icon name="search" />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autoComplete="off"
      />
      {filter && search.isError && (
        <Text c="red" role="alert">
          {t(errorMessageKey(search.error))}
        </Text>
      )}
      {filter && search.isSuccess && hits.length === 0 && (
        <Text c="dimmed">{t('common:empty.noResults')}</Text>
      )}
      {hits.length > 0 && (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          aria-label={t('search.results')}
          style={{ listStyle: 'none' }}
        >
          {hits.map((hit) => (
            <PersonRow
              key={hit._id}
              person={hit}
              actions={
                <AddFriendButton
                  userId={hit._id}
                  acceptFriendship={hit.acceptFriendship}
                  isAnonymous={hit.isAnonymous}
                  displayName={shownName(hit)}
                />
              }
            />
          ))}
        </Stack>
      )}
      {filter && search.isFetching && (
        <Loader size="sm" mx="auto" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}
