import { COMMENT_MAX } from '@cc/shared/feed/feed.constants';
import { Button, Group, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifyError } from '../../../lib/notify';
import { useCreateComment } from '../api/create-comment';
import type { CommentFormOutput, CommentFormValues } from './comment-resolver';

// The newsfeed paints before the validation library is there (issue 13, decision 046).
const resolver = lazyResolver(() => import('./comment-resolver').then((m) => m.commentResolver));
const commentFormFields = ['content'] as const;

interface CommentFormProps {
  activityId: string;
  /** The form's element id, for the button that opens it (`aria-controls`). */
  id?: string;
  /** Puts the cursor in the field as the form appears (opened by its button). */
  shouldFocus?: boolean;
}

/**
 * Writes a comment on a post. On success the field empties; when the server refuses, the
 * text stays, a field code shows under the field and anything else becomes a toast
 * ('Failed to create comment!').
 */
export function CommentForm({ activityId, id, shouldFocus = false }: CommentFormProps) {
  const { t } = useTranslation('feed');
  const errorText = useFieldErrorText();
  const create = useCreateComment();
  const form = useForm<CommentFormValues, unknown, CommentFormOutput>({
    resolver,
    defaultValues: { content: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (shouldFocus) setFocus('content');
  }, [shouldFocus, setFocus]);

  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await create.mutateAsync({ activityId, content });
      form.reset({ content: '' });
    } catch (error) {
      const onField = applyServerFieldErrors(error, form.setError, commentFormFields);
      // A field error says it all; EVENT_ENDED and the like need the toast.
      if (!onField || !isApiError(error, 'VALIDATION_FAILED')) {
        notifyError(error, 'feed:toasts.commentFailed');
      }
    }
  });

  return (
    <form id={id} onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Textarea
          aria-label={t('comments.field')}
          placeholder={t('comments.placeholder')}
          rows={2}
          maxLength={COMMENT_MAX}
          required
          flex={1}
          disabled={isSubmitting}
          error={errorText(errors.content)}
          {...form.register('content')}
        />
        <Button type="submit" loading={isSubmitting} size="sm">
          {t('comments.send')}
        </Button>
      </Group>
    </form>
  );
}
