import type { Profile } from '@cc/shared/profile/profile.schemas';

let handedOver: Profile | undefined;

/**
 * Keeps the profile of a login answer until the data cache takes it (`DataScope`). The login
 * page paints without the data library (issue 13), so it cannot put the profile into the
 * cache itself; handing it over saves the first signed-in page a second request for it.
 */
export function handOverProfile(profile: Profile): void {
  handedOver = profile;
}

/** The handed-over profile, once: the cache owns it from then on. */
export function takeHandedOverProfile(): Profile | undefined {
  const profile = handedOver;
  handedOver = undefined;
  return profile;
}
