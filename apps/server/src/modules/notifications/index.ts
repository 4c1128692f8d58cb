/**
 * What the app and other modules use of notifications: its routes, and telling users in the
 * writer's transaction.
 */
export { notificationsRoutes } from './notifications.routes';
export { createNotifications, type NewNotification } from './notifications.service';
