import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { RaisedPerEvent } from '../../features/fundraising/components/raised-per-event';

/** The admin dashboard with the money raised per running event (issue 24). */
export function DashboardRoute() {
  return <DashboardPage raised={<RaisedPerEvent />} />;
}
