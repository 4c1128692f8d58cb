import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserOption, userSearchQueryOptions } from '../../../entities/user-search/user-search';

/** Wait after the last keystroke before the user search runs, as the other pickers do. */
const SEARCH_DEBOUNCE_MS = 300;

interface ActorPickerProps {
  /** The chosen administrator's user id. */
  value: string | undefined;
  /** Their name when the page knows it (from a row of the trail), for an address naming them. */
  knownLabel: string | undefined;
  onChange: (userId: string | undefined) => void;
}

/**
 * Chooses whose writes the trail shows with the administrators' user search (by name or
 * e-mail address, debounced, up to 100 hits). It searches only once opened, so the page does
 * not read a hundred users on every visit; the chosen one keeps their name meanwhile.
 */
export function ActorPicker({ value, knownLabel, onChange }: ActorPickerProps) {
  const { t } = useTranslation('audit');
  const [chosen, setChosen] = useState<UserOption | null>(null);
  const label = value ? (chosen?.value === value ? chosen.label : knownLabel) : undefined;
  const [search, setSearch] = useState(label ?? '');
  const [isOpened, setOpened] = useState(false);
  const [filter] = useDebouncedValue(search === label ? '' : search, SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...userSearchQueryOptions(filter), enabled: isOpened });

  // An address naming an actor shows their name once a row of theirs has told it.
  useEffect(() => {
    if (!isOpened) setSearch(label ?? '');
  }, [label, isOpened]);

  const hits = query.data ?? [];
  const current = value ? { value, label: label ?? value } : null;
  const data = current && !hits.some((hit) => hit.value === value) ? [current, ...hits] : hits;

  return (
    <Select
      label={t('filters.actor')}
      placeholder={t('filters.actorPlaceholder')}
      searchable
      clearable
      data={data}
      value={value ?? null}
      onChange={(id, option) => {
        setChosen(option ?? null);
        onChange(id ?? undefined);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      // The server has filtered already, by name and address.
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? t('filters.searching') : t('filters.noUsers')}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
