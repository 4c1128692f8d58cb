import type { ReviewBody } from '@cc/shared/fair-play/fair-play.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';
import { type ReasonFormValues, reasonFormSchema } from '../reason-form';

interface ReasonDialogProps {
  /** The dialog's title: whose activity, or how many, is excluded. */
  title: string;
  opened: boolean;
  onClose: () => void;
  /** Sends the exclusion; a refusal rejects, and the dialog shows why. */
  onSubmit: (reason: string) => Promise<void>;
}

/** Refusals after which the activities are no longer as the dialog knew them. */
const STALE = ['REVIEW_NOT_ALLOWED', 'NOT_FOUND', 'EVENT_SETTLED'] as const;

function ReasonForm({ onClose, onSubmit }: Omit<ReasonDialogProps, 'title' | 'opened'>) {
  const { t } = useTranslation('fairPlay');
  const fieldError = useFieldErrorText();
  const form = useForm<ReasonFormValues, unknown, ReviewBody>({
    resolver: zodResolver(reasonFormSchema) as unknown as Resolver<
      ReasonFormValues,
      unknown,
      ReviewBody
    >,
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason ?? '');
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['reason'])) return;
      notifyError(error);
      // The queue has been loaded again: what the dialog was about may be gone.
      if (isApiError(error, ...STALE)) onClose();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('review.reasonDialog.text')}</Text>
        <Textarea
          label={t('review.reasonDialog.reason')}
          description={t('review.reasonDialog.reasonHelp')}
          required
          rows={3}
          resize="vertical"
          data-autofocus
          error={fieldError(errors.reason)}
          {...form.register('reason')}
        />
        <FormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel={t('review.reasonDialog.confirm')}
        />
      </Stack>
    </form>
  );
}

/**
 * Asks for the reason of an exclusion (one activity or a selection): the participant is
 * told it, so it is required. The form mounts with each opening, so it starts empty; a
 * refused exclusion keeps what was typed and shows why under the field or in a toast.
 * Closing returns the focus to the button that opened it (Mantine's Modal does).
 */
export function ReasonDialog({ title, opened, onClose, onSubmit }: ReasonDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      {opened && <ReasonForm onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}
