import { Pill, PillsInput } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmailAddress } from '../communication-form';

interface EmailChipsInputProps {
  /** The addresses added so far. */
  value: string[];
  onChange: (addresses: string[]) => void;
  onBlur: () => void;
  /** The form's error for the whole list (e.g. none added yet). */
  error?: string;
}

/** Keys that add the typed address as a chip (admin spec §5). */
const addKeys: ReadonlySet<string> = new Set(['Enter', 'Tab']);

/**
 * Recipient addresses as chips (admin spec §5): Enter or Tab adds what was typed when it
 * looks like an address and is not there yet; otherwise the field says why
 * ('x is not a valid email address.', 'x has already been added.') and keeps the text to
 * correct. Tab on an empty field moves on as usual; Backspace on it removes the last chip.
 */
export function EmailChipsInput({ value, onChange, onBlur, error }: EmailChipsInputProps) {
  const { t } = useTranslation('communications');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (): boolean => {
    const address = text.trim();
    if (!isEmailAddress(address)) {
      setProblem(t('form.emails.invalid', { email: address }));
      return false;
    }
    if (value.some((known) => known.toLowerCase() === address.toLowerCase())) {
      setProblem(t('form.emails.duplicate', { email: address }));
      return false;
    }
    onChange([...value, address]);
    setText('');
    setProblem(null);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (addKeys.has(event.key) && text.trim() !== '') {
      event.preventDefault();
      add();
    } else if (event.key === 'Enter') {
      // An empty Enter must not send the form.
      event.preventDefault();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <PillsInput
      label={t('form.recipients.email')}
      description={t('form.emails.hint')}
      required
      error={problem ?? error}
    >
      <Pill.Group>
        {value.map((address) => (
          <Pill
            key={address}
            withRemoveButton
            onRemove={() => onChange(value.filter((known) => known !== address))}
            removeButtonProps={{
              'aria-label': t('form.emails.remove', { email: address }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
          >
            {address}
          </Pill>
        ))}
        <PillsInput.Field
          inputMode="email"
          autoComplete="off"
          value={text}
          placeholder={t('form.emails.placeholder')}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          aria-invalid={Boolean(problem ?? error)}
        />
      </Pill.Group>
    </PillsInput>
  );
}
