import {
  ADMIN_NOTICE_MAX,
  type AdminNotice,
  type AdminNoticeBody,
  adminNoticeBodySchema,
} from '@cc/shared/feed/feed.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirm } from '../../../components/confirm';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteAdminNotice } from '../api/delete-admin-notice';
import { useSaveAdminNotice } from '../api/save-admin-notice';

/** Longest title, as the API's schema allows it. */
const TITLE_MAX = 100;

type NoticeFormValues = z.input<typeof adminNoticeBodySchema>;
const noticeFormFields = [
  'title',
  'notice',
  'titles.de',
  'titles.en',
  'notices.de',
  'notices.en',
] as const;

/** The languages of the optional texts (decision 075). */
const contentLanguages = ['de', 'en'] as const;

/** The form's values from a stored notice (or none): the single fields and both languages. */
function toFormValues(notice: AdminNotice | null): NoticeFormValues {
  return {
    title: notice?.title ?? '',
    notice: notice?.notice ?? '',
    titles: { de: notice?.titles?.de ?? '', en: notice?.titles?.en ?? '' },
    notices: { de: notice?.notices?.de ?? '', en: notice?.notices?.en ?? '' },
  };
}

/**
 * The pinned notice's form (admin spec §2, rule 24): optional title, notice text of at
 * most 200 characters with a counter, and optional German and English texts that
 * participants read in their language (decision 075). Save creates the notice or updates the one that
 * exists; it stays disabled while the text is empty or too long. Delete asks first.
 */
export function AdminNoticeForm({ notice }: { notice: AdminNotice | null }) {
  const { t } = useTranslation('dashboard');
  const errorText = useFieldErrorText();
  const save = useSaveAdminNotice();
  const remove = useDeleteAdminNotice();
  const form = useForm<NoticeFormValues, unknown, AdminNoticeBody>({
    resolver: zodResolver(adminNoticeBodySchema),
    defaultValues: toFormValues(notice),
  });
  const { errors, isSubmitting } = form.formState;
  const text = form.watch('notice') ?? '';
  const title = form.watch('title') ?? '';
  const isTooLong = text.length > ADMIN_NOTICE_MAX;
  const canSave = text.trim().length > 0 && !isTooLong && title.length <= TITLE_MAX;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: notice?._id, body });
      form.reset(toFormValues(saved));
      notifySuccess('dashboard:notice.saved');
    } catch (error) {
      // A reason shown under its field is not repeated in the toast.
      const isOnField = applyServerFieldErrors(error, form.setError, noticeFormFields);
      notifyError(isOnField ? null : error, 'dashboard:notice.saveFailed');
    }
  });

  const askDelete = async () => {
    if (!notice || !(await confirm({ danger: true }))) return;
    remove.mutate(notice._id, {
      onSuccess: () => notifySuccess('dashboard:notice.deleted'),
      onError: (error) => notifyError(error, 'dashboard:notice.deleteFailed'),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('notice.titleField')}
          disabled={isSubmitting}
          error={errorText(errors.title)}
          {...form.register('title')}
        />
        <Textarea
          label={t('notice.noticeField')}
          required
          rows={4}
          disabled={isSubmitting}
          description={
            <Text component="span" size="xs" c={isTooLong ? 'red.8' : 'dimmed'} aria-live="polite">
              {t('notice.counter', { used: text.length, count: ADMIN_NOTICE_MAX })}
            </Text>
          }
          error={errorText(errors.notice)}
          {...form.register('notice')}
        />
        <Fieldset legend={t('notice.translations')} variant="filled">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('notice.translationsHint')}
            </Text>
            {contentLanguages.map((language) => (
              <Stack key={language} gap="xs">
                <TextInput
                  label={t(`notice.title_${language}`)}
                  lang={language}
                  disabled={isSubmitting}
                  error={errorText(errors.titles?.[language])}
                  {...form.register(`titles.${language}`)}
                />
                <Textarea
                  label={t(`notice.notice_${language}`)}
                  lang={language}
                  rows={2}
                  disabled={isSubmitting}
                  error={errorText(errors.notices?.[language])}
                  {...form.register(`notices.${language}`)}
                />
              </Stack>
            ))}
          </Stack>
        </Fieldset>
        <Group justify="flex-end" gap="xs">
          {notice && (
            <Button
              variant="subtle"
              color="red"
              onClick={askDelete}
              loading={remove.isPending}
              disabled={isSubmitting}
            >
              {t('notice.delete')}
            </Button>
          )}
          <Button type="submit" loading={isSubmitting} disabled={!canSave}>
            {t('notice.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
