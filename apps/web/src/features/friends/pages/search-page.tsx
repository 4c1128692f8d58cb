import type { UserSearchHit } from '@cc/shared/users/users.public';
import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFriendButton } from '../../../components/add-friend-button';
import { Icon } from '../../../components/icons';
import { InfiniteList } from '../../../components/infinite-list';
import { PlainList } from '../../../components/plain-list';
import { useSearchUsers } from '../api/search-users';
import { PersonRow, useShownName } from '../components/person-row';

/** Wait after the last keystroke before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

const hitKey = (hit: UserSearchHit) => hit._id;

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
      {filter && (
        <InfiniteList query={search} itemKey={hitKey} empty="noResults">
          {(hits) => (
            <PlainList label={t('search.results')}>
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
            </PlainList>
          )}
        </InfiniteList>
      )}
    </Stack>
  );
}
