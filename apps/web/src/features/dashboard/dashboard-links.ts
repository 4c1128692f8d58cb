import type { IconName } from '../../components/icons';
import { paths } from '../../lib/routes';

/** One admin screen the dashboard leads to. */
export interface DashboardLink {
  /** Key of its texts under `dashboard:links.<key>`. */
  key: string;
  to: string;
  icon: IconName;
}

/**
 * The admin screens reachable from the dashboard. Only screens that exist are listed; the
 * communications and notice screens add their entry when they arrive.
 */
export const dashboardLinks: readonly DashboardLink[] = [
  { key: 'events', to: paths.adminEvents, icon: 'calendar' },
  { key: 'users', to: paths.users, icon: 'users' },
  { key: 'communicates', to: paths.communicates, icon: 'mail' },
];
