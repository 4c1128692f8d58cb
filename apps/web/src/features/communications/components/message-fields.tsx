import { hasText } from '@cc/shared/communications/rich-text-plain';
import { Input, Stack, Tabs } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../lib/form-errors';
import {
  type CommunicationFormOutput,
  type CommunicationFormValues,
  type MessageLanguage,
  messageLanguages,
} from '../communication-form';
import { MessageEditor } from './message-editor';

/**
 * The message in German and in English, one tab each (★ bilingual communications): both are
 * optional, at least one is needed, and each recipient reads the language of their profile.
 * Both editors stay mounted, so switching tabs keeps what was written.
 */
export function MessageFields({
  control,
}: {
  control: Control<CommunicationFormValues, unknown, CommunicationFormOutput>;
}) {
  const { t } = useTranslation('communications');
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController({ control, name: 'messages' });
  const [tab, setTab] = useState<MessageLanguage>('de');
  const [initial] = useState(field.value);
  const errorId = useId();
  const error = fieldError(fieldState.error);

  // Each editor reports its own language; the other one's text is the latest, not a stale copy.
  const latest = useRef(field.value);
  latest.current = field.value;
  const write = (lang: MessageLanguage, html: string) => {
    latest.current = { ...latest.current, [lang]: html };
    field.onChange(latest.current);
  };

  return (
    <Stack gap={4}>
      <Input.Label required>{t('form.message')}</Input.Label>
      <Input.Description>{t('form.messageHint')}</Input.Description>
      <Tabs value={tab} onChange={(value) => value && setTab(value as MessageLanguage)} keepMounted>
        <Tabs.List>
          {messageLanguages.map((lang) => (
            <Tabs.Tab key={lang} value={lang}>
              {hasText(field.value[lang])
                ? t('form.languageWritten', { language: t(`languages.${lang}`) })
                : t(`languages.${lang}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {messageLanguages.map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="xs">
            <MessageEditor
              label={t(`form.messageIn.${lang}`)}
              initialValue={initial[lang]}
              onChange={(html) => write(lang, html)}
              errorId={errorId}
              isInvalid={Boolean(error)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
