import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserOption, useUserSearch } from '../../../entities/user-search/user-search';

/** Wait after the last keystroke before the user search runs, as the recipient picker does. */
const SEARCH_DEBOUNCE_MS = 300;

interface ParticipantPickerProps {
  label: string;
  value: string;
  /** The name of the chosen user when the form opened (editing a pledge). */
  initialLabel?: string;
  onChange: (userId: string) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Chooses the participant of a participant pledge with the administrators' user search (by
 * name or e-mail address, debounced, up to 100 hits); the chosen one keeps their name while
 * other searches come and go. Whether they joined the event the server checks
 * (USER_NOT_IN_EVENT under this field).
 */
export function ParticipantPicker({
  label,
  value,
  initialLabel,
  onChange,
  onBlur,
  error,
  inputRef,
}: ParticipantPickerProps) {
  const { t } = useTranslation('fundraising');
  const [search, setSearch] = useState(initialLabel ?? '');
  const [filter] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useUserSearch(filter);
  const [chosen, setChosen] = useState<UserOption | null>(
    value ? { value, label: initialLabel ?? value } : null,
  );
  const hits = query.data ?? [];
  const data = chosen && !hits.some((hit) => hit.value === chosen.value) ? [chosen, ...hits] : hits;

  return (
    <Select
      label={label}
      required
      searchable
      placeholder={t('form.participantPlaceholder')}
      data={data}
      value={value || null}
      onChange={(id, option) => {
        setChosen(option ?? null);
        onChange(id ?? '');
      }}
      onBlur={onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already, by name and address.
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? t('form.searching') : t('form.noUsers')}
      maxDropdownHeight={280}
      error={error}
      ref={inputRef}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
