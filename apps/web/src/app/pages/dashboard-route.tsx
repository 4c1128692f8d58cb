import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { RaisedPerEvent } from '../../features/fundraising/components/raised-per-event';
import { RunningInsights } from '../../features/insights/components/running-insights';

/**
 * The admin dashboard, opening with the live figures of each running event (issue 26), with
 * the money raised per running event (issue 24) among its tiles.
 */
export function DashboardRoute() {
  return <DashboardPage live={<RunningInsights />} raised={<RaisedPerEvent />} />;
}
