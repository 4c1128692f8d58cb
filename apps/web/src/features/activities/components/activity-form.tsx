import '@mantine/dates/styles.layer.css';
import type { Activity } from '@cc/shared/activities/activities.schemas';
import { NOTICE_MAX } from '@cc/shared/activities/activities.schemas';
import type { MyEvent } from '@cc/shared/events/events.schemas';
import type { EntryCheck } from '@cc/shared/fair-play/fair-play.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveDraft } from '../../../entities/drafts/drafts';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import type { StoredDraft } from '../../../lib/app-db';
import { useAuthStore } from '../../../lib/auth-store';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { DATE_FORMAT } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import {
  type ActivityFormValues,
  activityDateRange,
  activityFormFields,
  activityServerFieldMap,
  buildActivityFormSchema,
  maxDistanceFor,
  toActivityFormValues,
  toActivityRequestFields,
} from '../activity-form';
import { useCheckActivity } from '../api/check-activity';
import { useCreateActivity } from '../api/create-activity';
import { readBeforeSave } from '../api/read-before-save';
import type { ActivityRequestFields } from '../api/send-activity';
import { useUpdateActivity } from '../api/update-activity';
import type { Celebration } from '../celebration';
import { draftFiles, toStoredDraft } from '../drafts/draft-fields';
import { requestBackgroundSync, syncDrafts } from '../drafts/sync-drafts';
import { usePhotoDraft } from '../hooks/use-photo-draft';
import { DistanceFields } from './distance-fields';
import { DurationField } from './duration-field';
import { useFlagConfirm } from './flag-confirm';
import { PhotoField } from './photo-field';

interface ActivityFormProps {
  event: MyEvent;
  unit: DistanceUnit;
  /** Today in the platform time zone, `YYYY-MM-DD`. */
  today: string;
  /** The stored activity when editing. */
  activity?: Activity;
  /** The offline draft when editing one (participant spec §2: the id may be a local draft id). */
  draft?: StoredDraft;
}

/** Whether a request can leave at all: the browser and the query client both say online. */
function canReachNetwork(): boolean {
  return navigator.onLine && onlineManager.isOnline();
}

/**
 * The activity form (participant spec §2, §5): date in the event window, distance in km and
 * miles, notice and up to 3 photos. A create carries one Idempotency-Key per form instance;
 * an edit deletes removed photos first. On success the user goes to /my-activity; on failure
 * every value stays and the server's field errors show under the fields. Offline, or when a
 * create fails for lack of network, the activity becomes a draft in IndexedDB whose local id
 * is the create's key (rule 12, decision 042); a draft is edited and saved back the same way.
 * Online, the server's fair play checks are asked first; an entry they would flag is saved
 * only once the person confirms it (issue 25).
 */
export function ActivityForm({ event, unit, today, activity, draft }: ActivityFormProps) {
  const { t, i18n } = useTranslation('activities');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.userId);
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const checkEntry = useCheckActivity();
  const flagConfirm = useFlagConfirm(unit);
  const [draftPhotos] = useState(() => (draft ? draftFiles(draft) : []));
  const photos = usePhotoDraft(activity?.images ?? [], draftPhotos);
  // A draft keeps the key it was made with, also the key of a create that failed offline.
  const [idempotencyKey] = useState(() => draft?.localId ?? crypto.randomUUID());
  const [progress, setProgress] = useState<number | null>(null);
  const { minDate, maxDate } = activityDateRange(event, today);
  const eventMaximum = unit === 'KM' ? event.maximumKm : event.maximumMile;
  const maxDistance = maxDistanceFor(event, unit);

  const form = useForm<ActivityFormValues>({
    resolver: zodResolver(buildActivityFormSchema({ event, unit, minDate, maxDate })),
    mode: 'onTouched',
    // A new activity starts on the latest day it may have: today while the event runs.
    defaultValues: draft
      ? toActivityFormValues(draft)
      : toActivityFormValues(activity, minDate <= maxDate ? maxDate : null),
  });
  const { errors, isSubmitting } = form.formState;
  const notice = form.watch('notice');
  const isRunning = event.state === 'running' && !activity?.isEventEnded;

  const errorText = (field: keyof ActivityFormValues) => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    // `count` picks the plural form of the notice's length limit (NOTICE_TOO_LONG).
    const values = { max: maxDistance, unit: t(`units.${unit}`), count: NOTICE_MAX };
    return i18n.exists(`activities:form.errors.${code}`, values)
      ? t(`form.errors.${code}`, values)
      : t(`errors:validation.${code}`, { defaultValue: t('errors:validation.INVALID') });
  };

  /** Saves the values as a draft (new or edited) and goes where a create goes. */
  const keepAsDraft = async (fields: ActivityRequestFields, files: File[]) => {
    if (!userId) return;
    const input = { localId: idempotencyKey, userId, eventId: event._id, fields, files };
    await saveDraft(await toStoredDraft(input, draft));
    requestBackgroundSync();
    notifySuccess('activities:toasts.draftSaved');
    navigate(paths.myActivity(event._id));
    // Edited online (after a refusal, say): send it now rather than at the next start.
    if (canReachNetwork()) void syncDrafts(queryClient);
  };

  /**
   * What the checks would say of the entry, when they would flag it. A check that fails
   * (offline after all, the server's error) answers null: the save goes ahead as it did
   * before checks existed, and the server still checks what it stores.
   */
  const findFlags = async (fields: ActivityRequestFields): Promise<EntryCheck | null> => {
    if (!canReachNetwork()) return null;
    try {
      const check = await checkEntry.mutateAsync({
        fields: { ...fields, eventId: event._id },
        activityId: activity?._id,
      });
      return check.flags.length > 0 ? check : null;
    } catch {
      return null;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const fields = toActivityRequestFields(values);
    const files = photos.newPhotos.map((p) => p.file);
    if (draft || (!activity && !canReachNetwork())) {
      await keepAsDraft(fields, files);
      return;
    }
    // Cancelled: nothing is sent and every value stays in the form.
    const flagged = await findFlags(fields);
    if (flagged && !(await flagConfirm.ask(flagged))) return;
    const onProgress = files.length > 0 ? setProgress : undefined;
    if (onProgress) setProgress(0);
    try {
      if (activity) {
        await update.mutateAsync({
          id: activity._id,
          fields,
          removedImageIds: photos.removedIds,
          files,
          onImageDeleted: photos.markDeleted,
          onProgress,
        });
        notifySuccess('activities:toasts.updated');
      } else {
        const before = await readBeforeSave(queryClient, event._id);
        const saved = await create.mutateAsync({
          fields: { ...fields, eventId: event._id },
          files,
          idempotencyKey,
          onProgress,
        });
        notifySuccess('activities:toasts.created');
        // /my-activity celebrates the save with a sheet too (issue 27).
        const celebration: Celebration = {
          savedKm: saved.distanceKm,
          savedMile: saved.distanceMile,
          savedAt: Date.now(),
          ...before,
        };
        navigate(paths.myActivity(event._id), { state: { celebration } });
        return;
      }
      navigate(paths.myActivity(event._id));
    } catch (error) {
      // The request never reached the server, or its answer never came back: a draft with
      // the same key, which the server answers with this create's result if it did arrive.
      if (!activity && isApiError(error, NETWORK_ERROR)) {
        await keepAsDraft(fields, files);
        return;
      }
      applyServerFieldErrors(error, form.setError, activityFormFields, activityServerFieldMap);
      if (isApiError(error) && error.fields?.images?.includes('TOO_MANY_IMAGES')) {
        photos.setProblem('TOO_MANY_IMAGES');
      }
      notifyError(
        error,
        activity ? 'activities:toasts.updateFailed' : 'activities:toasts.createFailed',
      );
    } finally {
      setProgress(null);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!isRunning && (
          <Alert color="yellow" role="status">
            {t('form.notRunning')}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DatePickerInput
              label={t('form.date')}
              placeholder={t('form.datePlaceholder')}
              valueFormat={DATE_FORMAT}
              locale={i18n.language}
              minDate={minDate}
              maxDate={maxDate}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              required
              disabled={isSubmitting}
              error={errorText('date')}
            />
          )}
        />
        <DistanceFields
          control={form.control}
          setValue={form.setValue}
          errorText={errorText}
          unit={unit}
          eventMaximum={eventMaximum}
          disabled={isSubmitting}
        />
        <DurationField
          control={form.control}
          error={errorText('duration')}
          unit={unit}
          disabled={isSubmitting}
        />
        <Textarea
          label={t('form.notice')}
          rows={3}
          disabled={isSubmitting}
          description={
            <Text
              component="span"
              size="xs"
              c={notice.length > NOTICE_MAX ? 'red.8' : 'dimmed'}
              aria-live="polite"
            >
              {t('form.noticeCounter', { used: notice.length, count: NOTICE_MAX })}
            </Text>
          }
          error={errorText('notice')}
          {...form.register('notice', {
            onChange: () => form.trigger('notice'),
          })}
        />
        <PhotoField photos={photos} disabled={isSubmitting} />
        {progress !== null && (
          <Stack gap={4}>
            <Text size="sm" id="upload-progress-label">
              {t('form.uploading', { percent: Math.round(progress * 100) })}
            </Text>
            {/* The section is the progressbar: the name goes there, not on the frame. */}
            <Progress.Root>
              <Progress.Section
                value={progress * 100}
                aria-labelledby="upload-progress-label"
                animated
                striped
              />
            </Progress.Root>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={!isRunning}>
            {activity || draft ? t('form.update') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
      {/* A modal in a portal: its buttons are no part of the form's submission. */}
      {flagConfirm.dialog}
    </form>
  );
}
