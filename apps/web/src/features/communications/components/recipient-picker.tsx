import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RecipientOption, useRecipientSearch } from '../api/search-recipients';

/** Wait after the last keystroke before the recipient search runs (admin spec §9). */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 300;

interface RecipientPickerProps {
  kind: 'event' | 'user';
  /** The chosen ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * Chooses events or users as recipients (admin spec §5, §7): typing searches the server
 * (debounced, up to 100 hits: events by name, users by name and e-mail address); chosen
 * ones stay shown with their names while other searches come and go.
 */
export function RecipientPicker({ kind, value, onChange, onBlur, error }: RecipientPickerProps) {
  const { t } = useTranslation('communications');
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search, RECIPIENT_SEARCH_DEBOUNCE_MS);
  const query = useRecipientSearch(kind, filter);
  // Names of the chosen recipients, kept when a later search no longer returns them.
  const [chosen, setChosen] = useState<RecipientOption[]>([]);

  const hits = query.data ?? [];
  const known = new Map([...chosen, ...hits].map((option) => [option.value, option]));
  const data = [
    ...value.map((id) => known.get(id) ?? { value: id, label: id }),
    ...hits.filter((hit) => !value.includes(hit.value)),
  ];

  const choose = (ids: string[]) => {
    setChosen(ids.map((id) => known.get(id) ?? { value: id, label: id }));
    onChange(ids);
  };

  return (
    <MultiSelect
      label={t(`form.recipients.${kind}`)}
      placeholder={t(`form.recipients.${kind}Placeholder`)}
      required
      searchable
      clearable
      data={data}
      value={value}
      onChange={choose}
      onBlur={onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already (by name, or name and address for users).
      filter={({ options }) => options}
      nothingFoundMessage={
        query.isFetching ? t('form.recipients.searching') : t('form.recipients.none')
      }
      maxDropdownHeight={280}
      hidePickedOptions
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
