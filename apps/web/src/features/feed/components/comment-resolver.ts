import { createCommentBodySchema } from '@cc/shared/feed/feed.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/** The comment field is checked by the API's own rule (CONTENT_REQUIRED, TOO_LONG). */
const commentFormSchema = z.object({ content: createCommentBodySchema.shape.content });
export type CommentFormValues = z.input<typeof commentFormSchema>;
export type CommentFormOutput = z.output<typeof commentFormSchema>;

/** The comment form's validation: its own chunk, loaded on the first check (comment-form.tsx). */
export const commentResolver = zodResolver(commentFormSchema);
