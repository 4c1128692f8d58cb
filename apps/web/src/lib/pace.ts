/** Kilometres in one mile (the API sends both units; pace and speed need the factor). */
export const KM_PER_MILE = 1.609344;

/** Whole seconds as `m:ss`, or `h:mm:ss` from an hour up. */
function clock(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * The pace of `durationMinutes` over `distance` (in the unit the caller shows), as the time
 * per unit: `5:30` for 5 min 30 s. Null without a distance or a duration, since a pace of
 * nothing means nothing.
 */
export function formatPace(distance: number, durationMinutes: number | null | undefined) {
  if (!durationMinutes || !(distance > 0)) return null;
  return clock(Math.round((durationMinutes * 60) / distance));
}

/** A duration in minutes as `h:mm` (`0:45`, `1:05`, `24:00`). */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
