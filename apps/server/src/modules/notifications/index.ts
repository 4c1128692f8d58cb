/** What other modules use of notifications: telling users, in the writer's transaction. */
export { createNotifications, type NewNotification } from './notifications.service';
