/**
 * What the app and other modules use of fundraising: its routes and milestone job, the
 * settled state activity writes respect, and the milestone check they ask for.
 */
export {
  checkMilestones,
  MILESTONE_JOB,
  milestoneChecksSettled,
  milestoneJob,
  scheduleMilestoneCheck,
} from './fundraising.milestones';
export { createPledge } from './fundraising.pledges';
export { fundraisingRoutes } from './fundraising.routes';
export { putFundraising } from './fundraising.service';
export { createPayment, settleFundraising } from './fundraising.settlement';
