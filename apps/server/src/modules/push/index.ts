import type { JobHandler } from '../../platform/jobs';
import { pushJob } from './push.delivery';

/** What other modules use of push: queueing the pushes of stored notifications. */
export { queuePushes } from './push.delivery';
/** The device subscription routes (modules/index.ts lists them). */
export { pushRoutes } from './push.routes';

/** The job types of this module, run by the worker (modules/index.ts lists them). */
export const pushJobs: JobHandler<never>[] = [pushJob as JobHandler<never>];
