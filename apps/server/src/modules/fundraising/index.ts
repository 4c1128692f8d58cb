/**
 * What the app and other modules use of fundraising: its routes and milestone job, the
 * settled state activity writes respect, and the milestone check they ask for.
 */
export {
  MILESTONE_JOB,
  milestoneChecksSettled,
  milestoneJob,
  scheduleMilestoneCheck,
} from './fundraising.milestones';
export { fundraisingRoutes } from './fundraising.routes';
