import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StartupDeps } from '../platform/context';
import type { JobHandler } from '../platform/jobs';
import { activitiesRoutes } from './activities/activities.routes';
import { authRoutes } from './auth/auth.routes';
import { communicationJobs } from './communications';
import { communicationsRoutes } from './communications/communications.routes';
import { seedDemoContent } from './demo/demo.startup';
import { eventsRoutes } from './events/events.routes';
import { adminNoticeRoutes } from './feed/admin-notice.routes';
import { feedRoutes } from './feed/feed.routes';
import { friendsRoutes } from './friends/friends.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { profileRoutes } from './profile/profile.routes';
import { pushJobs } from './push';
import { pushRoutes } from './push/push.routes';
import { rankingsRoutes } from './rankings/rankings.routes';
import { reportsRoutes } from './reports/reports.routes';
import { settingsRoutes } from './settings/settings.routes';
import { teamsRoutes } from './teams/teams.routes';
import { usersRoutes } from './users/users.routes';
import { ensureAdminAccount } from './users/users.startup';

/** GET /api/health, registered by buildApp before the modules (it needs the database's ping). */
export { healthRoutes } from './health/health.routes';

/**
 * The route plugins of every feature module, registered by buildApp in this order.
 * A new module adds one line here. This list is the one place outside a module that imports
 * its files directly; everything else goes through the module's index.ts.
 */
export const moduleRoutes: FastifyPluginAsyncZod[] = [
  authRoutes,
  profileRoutes,
  usersRoutes,
  eventsRoutes,
  settingsRoutes,
  activitiesRoutes,
  feedRoutes,
  adminNoticeRoutes,
  notificationsRoutes,
  friendsRoutes,
  rankingsRoutes,
  teamsRoutes,
  communicationsRoutes,
  reportsRoutes,
  pushRoutes,
];

/**
 * Work done once at every start, after migrations and before listening, in this order:
 * demo content first (it only fills an empty database, which the configured admin would
 * no longer be), then the admin of ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export const startupTasks: Array<(deps: StartupDeps, log: FastifyBaseLogger) => Promise<void>> = [
  seedDemoContent,
  ensureAdminAccount,
];

/** Every job type the background worker runs (decision 037); a module adds its handlers here. */
export const jobHandlers: JobHandler<never>[] = [...communicationJobs, ...pushJobs];
