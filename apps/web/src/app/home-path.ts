import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { Role } from '@cc/shared/users/users.constants';
import { paths } from '../lib/paths';
import { hasScreen } from './screens';

/**
 * Where a signed-in person belongs (admin spec §2): an admin on the dashboard; a participant
 * on the profile at first login, else on progress when they joined an event, else on the
 * list of open events. Until the events screens exist in this build, the profile is home.
 */
export function homePath(role: Role, profile?: Pick<Profile, 'firstTimeLogin' | 'events'>): string {
  if (role === 'admin') return paths.dashboard;
  if (!profile || profile.firstTimeLogin) return paths.profile;
  if (profile.events.length > 0 && hasScreen('progress')) return paths.progress;
  if (hasScreen('activeEvents')) return paths.activeEvents;
  return paths.profile;
}
