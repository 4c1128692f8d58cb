/**
 * Query keys that more than one feature touches. The profile belongs to the profile
 * feature, but login seeds it and the guards read it, so its key lives here. Everything
 * under ['profile'] is the signed-in user's own data: invalidating ['profile'] refreshes it
 * all (profile, my events, my activities) after joining an event or logging an activity.
 */
export const sessionQueryKeys = {
  profile: ['profile'] as const,
  myEvents: ['profile', 'events'] as const,
  myActivities: (eventId: string) => ['profile', 'myActivities', eventId] as const,
  eventProgress: (eventId: string) => ['profile', 'progress', eventId] as const,
  openEvents: ['events', 'open'] as const,
};
