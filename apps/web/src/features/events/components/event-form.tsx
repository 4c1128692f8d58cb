import '@mantine/dates/styles.layer.css';
import { type Event, eventStatuses } from '@cc/shared/events/events.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Fieldset,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { DATE_FORMAT } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateEvent } from '../api/create-event';
import { removeEventImage, uploadEventImage } from '../api/event-image';
import { useUpdateEvent } from '../api/update-event';
import {
  type EventFormOutput,
  type EventFormValues,
  emptyEventFormValues,
  eventFormFields,
  eventFormSchema,
  targetKmToMile,
  targetMileToKm,
  toEventFormValues,
} from '../event-form';
import { type EventImageDraft, EventImageField, emptyImageDraft } from './event-image-field';

/** The languages of the optional texts (decision 075). */
const contentLanguages = ['de', 'en'] as const;

/**
 * The statuses an admin can choose (admin spec §3: default 1; decision 034): visible to
 * participants, or hidden from them (a draft).
 */
const statusOptions = [eventStatuses.visible, eventStatuses.hidden] as const;

/** The target in km and in miles, each converting the other. */
const targetFields = ['maximumKm', 'maximumMile'] as const;
type TargetField = (typeof targetFields)[number];

interface EventFormProps {
  /** The event to edit, or `null` to create one. */
  event: Event | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Create or edit an event (admin spec §3, §5): name, description, first and last day
 * (shown DD/MM/YYYY, sent YYYY-MM-DD), status and the target in km and miles, each field
 * converting the other to two decimals; the optional German and English name and
 * description, and the event's image (decision 075). A refused save keeps everything typed.
 */
export function EventForm({ event, onSaved, onCancel }: EventFormProps) {
  const { t } = useTranslation('events');
  const fieldError = useFieldErrorText();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const isEdit = event !== null;
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: zodResolver(eventFormSchema) as unknown as Resolver<
      EventFormValues,
      unknown,
      EventFormOutput
    >,
    mode: 'onTouched',
    defaultValues: event ? toEventFormValues(event) : emptyEventFormValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [image, setImage] = useState<EventImageDraft>(emptyImageDraft);
  const decimalSeparator = currentLanguage() === 'de' ? ',' : '.';

  /** Puts the converted distance into the other target field; an emptied field empties it. */
  const convertFrom = (name: TargetField, value: number | string) => {
    const other = name === 'maximumKm' ? 'maximumMile' : 'maximumKm';
    const converted =
      typeof value === 'number'
        ? name === 'maximumKm'
          ? targetKmToMile(value)
          : targetMileToKm(value)
        : value === ''
          ? ''
          : undefined;
    if (converted === undefined) return;
    form.setValue(other, converted, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(async (values) => {
    if (image.problem) return;
    let saved: { _id: string };
    try {
      saved = event
        ? await updateEvent.mutateAsync({ id: event._id, body: values })
        : await createEvent.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, eventFormFields)) notifyError(error);
      return;
    }
    // The event is saved; its image follows. Should that fail, the event stays saved and the
    // toast says why the image was not.
    try {
      if (image.file) await uploadEventImage(saved._id, image.file);
      else if (image.remove) await removeEventImage(saved._id);
    } catch (error) {
      notifyError(error, 'events:form.imageNotSaved');
    }
    notifySuccess(isEdit ? 'events:toasts.updated' : 'events:toasts.created');
    onSaved();
  });

  const statusData = statusOptions.map((s) => ({ value: String(s), label: t(`status.${s}`) }));

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
        <Textarea
          label={t('form.description')}
          rows={4}
          resize="vertical"
          error={fieldError(errors.description)}
          {...form.register('description')}
        />
        <Fieldset legend={t('form.translations')} variant="filled">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('form.translationsHint')}
            </Text>
            {contentLanguages.map((language) => (
              <SimpleGrid key={language} cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t(`form.name_${language}`)}
                  lang={language}
                  autoComplete="off"
                  error={fieldError(errors.names?.[language])}
                  {...form.register(`names.${language}`)}
                />
                <Textarea
                  label={t(`form.description_${language}`)}
                  lang={language}
                  rows={3}
                  resize="vertical"
                  error={fieldError(errors.descriptions?.[language])}
                  {...form.register(`descriptions.${language}`)}
                />
              </SimpleGrid>
            ))}
          </Stack>
        </Fieldset>
        <EventImageField
          currentUrl={event?.imageUrl ?? null}
          draft={image}
          onChange={setImage}
          disabled={isSubmitting}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(['startDate', 'endDate'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              rules={{ deps: name === 'startDate' ? ['endDate'] : [] }}
              render={({ field }) => (
                <DatePickerInput
                  label={t(`form.${name}`)}
                  placeholder={t('form.datePlaceholder')}
                  required
                  valueFormat={DATE_FORMAT}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    field.onBlur();
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(errors[name])}
                  popoverProps={{ withinPortal: true }}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('form.status')}
                description={t('form.statusHint')}
                allowDeselect={false}
                data={statusData}
                value={String(field.value)}
                onChange={(value) => value !== null && field.onChange(Number(value))}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.status)}
              />
            )}
          />
          {targetFields.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={t(`form.${name}`)}
                  required
                  min={0}
                  decimalScale={2}
                  decimalSeparator={decimalSeparator}
                  hideControls
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    convertFrom(name, value);
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(errors[name])}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <FormActions onCancel={onCancel} isSubmitting={isSubmitting} />
      </Stack>
    </form>
  );
}
