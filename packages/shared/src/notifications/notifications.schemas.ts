import { z } from 'zod';
import { pagedSchema } from '../common/paging';

export { NotificationType } from './notifications.constants';

/**
 * A notification. For types 1002-1006 `message` is the type's code word (the web app
 * translates `notifications.message.<type>` with the sender's name); for 1000 it is the
 * communication's title and `description` its sanitized HTML. `modelId` is the activity
 * (1002-1004) or friendship (1005, 1006) concerned. A sender who is Private or deactivated is
 * `anonymous` with `_id` and `avatar` null; a friend request's sender unless Public
 * (decision 063).
 */
export const notificationSchema = z.object({
  _id: z.string(),
  type: z.number().int(),
  message: z.string(),
  description: z.string(),
  modelId: z.string().nullable(),
  sender: z
    .object({ _id: z.string().nullable(), displayName: z.string(), avatar: z.string().nullable() })
    .nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /api/notifications: newest first, paged, with how many are unread. POST
 * /api/notifications/read marks all of the caller's notifications read (opening the list);
 * DELETE /api/notifications/:id and DELETE /api/notifications answer `{ msg: 'DELETED' }`.
 */
export const notificationPageSchema = pagedSchema(notificationSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
