import type { JobHandler } from '../../platform/jobs';
import { retentionJob } from './retention.job';

/** The start-up task that queues the daily run when none is pending (modules/index.ts). */
export { scheduleRetention } from './retention.job';

/** The job type of this module, run by the worker (modules/index.ts lists it). */
export const retentionJobs: JobHandler<never>[] = [retentionJob as JobHandler<never>];

/** The categories with their tables and settings (docs/privacy-notice.test.ts reads them). */
export { retentionCategories } from './retention.service';
