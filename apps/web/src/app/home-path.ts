import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { Role } from '@cc/shared/users/users.constants';
import { paths } from '../lib/routes';

/**
 * Where a signed-in person belongs (admin spec §2): an admin on the dashboard; a participant
 * on the profile at first login (or while the profile is unknown), else on progress when they
 * joined an event, else on the list of open events.
 */
export function homePath(role: Role, profile?: Pick<Profile, 'firstTimeLogin' | 'events'>): string {
  if (role === 'admin') return paths.dashboard;
  if (!profile || profile.firstTimeLogin) return paths.profile;
  return profile.events.length > 0 ? paths.progress : paths.activeEvents;
}
