import type {
  AudienceType,
  CommunicationChannel,
} from '@cc/shared/communications/communications.schemas';
import { communicationChannels } from '@cc/shared/communications/communications.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Control, Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateCommunication } from '../api/create-communication';
import {
  audienceTypesFor,
  type CommunicationFormOutput,
  type CommunicationFormValues,
  communicationFieldOf,
  communicationFormFields,
  communicationFormSchema,
  emptyCommunicationFormValues,
  hasMessage,
  messageLanguages,
} from '../communication-form';
import { EmailChipsInput } from './email-chips-input';
import { MessageFields } from './message-fields';
import { RecipientPicker } from './recipient-picker';

interface CommunicationFormProps {
  onSent: () => void;
  onCancel: () => void;
}

/** The server's field names of a refused send, each mapped onto the form's field. */
function serverFieldMap(error: unknown): Record<string, (typeof communicationFormFields)[number]> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.keys(error.fields).map((field) => [
      field,
      communicationFieldOf(field) as (typeof communicationFormFields)[number],
    ]),
  );
}

interface SendActionsProps {
  control: Control<CommunicationFormValues, unknown, CommunicationFormOutput>;
  onCancel: () => void;
  isSubmitting: boolean;
}

/**
 * Cancel and send; send is enabled once a name and a message are written (admin spec §5).
 * It watches those fields itself, so a keystroke re-renders the buttons, not the editors.
 */
function SendActions({ control, onCancel, isSubmitting }: SendActionsProps) {
  const { t } = useTranslation('communications');
  const [name, messages] = useWatch({ control, name: ['name', 'messages'] });
  return (
    <FormActions
      onCancel={onCancel}
      isSubmitting={isSubmitting}
      isDisabled={name.trim() === '' || !hasMessage(messages)}
      submitLabel={t('form.send')}
    />
  );
}

/**
 * Writes and sends a communication (admin spec §4, §5; rule 22): name, channel, audience
 * (everyone, chosen events, chosen users, or typed addresses on the e-mail channel) and the
 * message in German and/or English. Send is enabled once a name and a message are written;
 * a refused send keeps the dialog open with everything typed, the reasons on their fields.
 */
export function CommunicationForm({ onSent, onCancel }: CommunicationFormProps) {
  const { t } = useTranslation('communications');
  const fieldError = useFieldErrorText();
  const createCommunication = useCreateCommunication();
  const form = useForm<CommunicationFormValues, unknown, CommunicationFormOutput>({
    resolver: zodResolver(communicationFormSchema) as unknown as Resolver<
      CommunicationFormValues,
      unknown,
      CommunicationFormOutput
    >,
    mode: 'onTouched',
    defaultValues: emptyCommunicationFormValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [channel, type] = useWatch({ control: form.control, name: ['select', 'type'] });

  /** A new audience type starts with no one chosen: ids of events are not ids of users. */
  const chooseType = (next: AudienceType) => {
    form.setValue('type', next);
    form.setValue('data', []);
    form.clearErrors(['type', 'data']);
  };

  /** Typed addresses exist only on the e-mail channel (admin spec §4). */
  const chooseChannel = (next: CommunicationChannel) => {
    form.setValue('select', next);
    if (!audienceTypesFor(next).includes(form.getValues('type'))) chooseType('all');
  };

  /** Back to a notification to everyone with nothing chosen (admin spec §4). */
  const resetAudience = () => {
    form.setValue('select', emptyCommunicationFormValues.select);
    chooseType(emptyCommunicationFormValues.type);
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await createCommunication.mutateAsync(body);
      notifySuccess('communications:toasts.sent');
      onSent();
    } catch (error) {
      const applied = applyServerFieldErrors(
        error,
        form.setError,
        communicationFormFields,
        serverFieldMap(error),
      );
      if (!applied) notifyError(error, 'communications:toasts.sendFailed');
    }
  });

  const channelData = communicationChannels.map((value) => ({
    value,
    label: t(`channel.${value}`),
  }));
  const typeData = audienceTypesFor(channel).map((value) => ({
    value,
    label: t(`audience.${value}`),
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          required
          autoComplete="off"
          error={fieldError(errors.name)}
          {...form.register('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {messageLanguages.map((language) => (
            <TextInput
              key={language}
              label={t(`form.nameIn.${language}`)}
              description={language === 'de' ? t('form.nameInHint') : undefined}
              lang={language}
              autoComplete="off"
              error={fieldError(errors.names?.[language])}
              {...form.register(`names.${language}`)}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="select"
            render={({ field }) => (
              <Select
                label={t('form.channel')}
                allowDeselect={false}
                data={channelData}
                value={field.value}
                onChange={(value) => value && chooseChannel(value as CommunicationChannel)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.select)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('form.audience')}
                allowDeselect={false}
                data={typeData}
                value={field.value}
                onChange={(value) => value && chooseType(value as AudienceType)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.type)}
              />
            )}
          />
        </SimpleGrid>
        {type !== 'all' && (
          <Controller
            control={form.control}
            name="data"
            render={({ field }) =>
              type === 'email' ? (
                <EmailChipsInput
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldError(errors.data)}
                />
              ) : (
                <RecipientPicker
                  key={type}
                  kind={type}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldError(errors.data)}
                />
              )
            }
          />
        )}
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={resetAudience}>
            {t('form.resetAudience')}
          </Button>
        </Group>
        <MessageFields control={form.control} />
        <SendActions control={form.control} onCancel={onCancel} isSubmitting={isSubmitting} />
      </Stack>
    </form>
  );
}
