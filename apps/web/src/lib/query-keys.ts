/**
 * Query keys that more than one feature touches. The profile belongs to the profile
 * feature, but login seeds it and the guards read it, so its key lives here.
 */
export const sessionQueryKeys = {
  profile: ['profile'] as const,
};
