import type { JobHandler } from '../../platform/jobs';
import { deliveryJob } from './communications.delivery';
import { eventOpenJob } from './communications.event-open';

/** What other modules use of communications: announcing an event that opened (type 1001). */
export { announceEventOpen } from './communications.event-open';
/** The administrators' message routes (modules/index.ts lists them). */
export { communicationsRoutes } from './communications.routes';
/** Sending a communication (the demo content queues its communications like an admin). */
export { createCommunication } from './communications.service';

/** The job types of this module, run by the worker (modules/index.ts lists them). */
export const communicationJobs: JobHandler<never>[] = [
  deliveryJob as JobHandler<never>,
  eventOpenJob as JobHandler<never>,
];
