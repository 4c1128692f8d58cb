import { Button } from '@mantine/core';
import { Suspense, useId, useState } from 'react';
import { useTexts } from '../../../lib/use-texts';
import { LazyCommentForm } from './lazy-post-card-parts';

interface CommentToggleOptions {
  activityId: string;
  totalComment: number;
}

/**
 * A post's "Comment" button (with the count when there are comments) and, once it is
 * tapped, the comment form under it with the cursor in the field: a card stays light until
 * someone wants to write (decision 076). The button says whether the form is open.
 */
export function useCommentToggle({ activityId, totalComment }: CommentToggleOptions) {
  const { t } = useTexts('feed');
  const [isOpen, setOpen] = useState(false);
  const formId = useId();
  const label =
    totalComment > 0 ? t('comments.openWithCount', { count: totalComment }) : t('comments.open');

  const button = (
    <Button
      variant="subtle"
      size="compact-sm"
      aria-expanded={isOpen}
      aria-controls={isOpen ? formId : undefined}
      onClick={() => setOpen((open) => !open)}
    >
      {label}
    </Button>
  );
  // Its own boundary: the form's code may still be on its way the first time, and the
  // feed's boundary would swap the whole list for its loader meanwhile.
  const form = isOpen ? (
    <Suspense fallback={null}>
      <LazyCommentForm activityId={activityId} id={formId} shouldFocus />
    </Suspense>
  ) : null;
  return { button, form };
}
