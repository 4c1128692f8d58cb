import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StartupDeps } from '../platform/context';
import type { JobHandler } from '../platform/jobs';
import { activitiesRoutes, photoVariantsJob, queuePhotoVariantsBackfill } from './activities';
import { auditRoutes } from './audit';
import { authRoutes, companySignInRoutes } from './auth';
import { communicationJobs, communicationsRoutes } from './communications';
import { seedDemoContent } from './demo';
import { eventsRoutes } from './events';
import { fairPlayRoutes } from './fair-play';
import { adminNoticeRoutes, feedRoutes } from './feed';
import { friendsRoutes } from './friends';
import { fundraisingRoutes, milestoneJob } from './fundraising';
import { insightsRoutes } from './insights';
import { notificationsRoutes } from './notifications';
import { profileRoutes } from './profile';
import { pushJobs, pushRoutes } from './push';
import { rankingsRoutes } from './rankings';
import { reportsRoutes } from './reports';
import { retentionJobs, scheduleRetention } from './retention';
import { settingsRoutes } from './settings';
import { teamsRoutes } from './teams';
import { ensureAdminAccount, usersRoutes } from './users';

/**
 * GET /api/health and GET /api/ready, registered by buildApp before the modules (they need
 * the database's ping and migration state).
 */
export { healthRoutes, readyRoutes } from './health';

/**
 * The route plugins of every feature module, registered by buildApp in this order.
 * A new module exports its routes from its index.ts and adds one line here.
 */
export const moduleRoutes: FastifyPluginAsyncZod[] = [
  authRoutes,
  companySignInRoutes,
  profileRoutes,
  usersRoutes,
  eventsRoutes,
  fundraisingRoutes,
  fairPlayRoutes,
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
  insightsRoutes,
  auditRoutes,
  pushRoutes,
];

/**
 * Work done once at every start, after migrations and before listening, in this order:
 * demo content first (it only fills an empty database, which the configured admin would
 * no longer be), then the admin of ADMIN_EMAIL/ADMIN_PASSWORD, then the queueing of the
 * middle width of photos stored before it existed (decision 085), then the daily retention
 * run when none is pending (decision 093).
 */
export const startupTasks: Array<(deps: StartupDeps, log: FastifyBaseLogger) => Promise<void>> = [
  seedDemoContent,
  ensureAdminAccount,
  queuePhotoVariantsBackfill,
  scheduleRetention,
];

/** Every job type the background worker runs (decision 037); a module adds its handlers here. */
export const jobHandlers: JobHandler<never>[] = [
  ...communicationJobs,
  ...pushJobs,
  milestoneJob as JobHandler<never>,
  photoVariantsJob as JobHandler<never>,
  ...retentionJobs,
];
