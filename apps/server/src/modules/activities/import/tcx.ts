import { mapSport, type ParsedTrack, parseTime, type TrackPoint } from './summary';
import { list, num, text } from './xml';

/**
 * A TCX activity: its laps' DistanceMeters are the device's own total (more exact than the
 * points, which may be thinned); each lap's tracks are segments. Courses (planned routes)
 * are not read.
 */
export function readTcx(tcx: Record<string, unknown>): ParsedTrack {
  const segments: TrackPoint[][] = [];
  let sport: ParsedTrack['sport'] = null;
  let metres = 0;
  let lapSeconds = 0;
  let lapStart: number | undefined;
  for (const activities of list(tcx, 'Activities')) {
    for (const activity of list(activities, 'Activity')) {
      // TCX knows only Running, Biking and Other as sports.
      sport ??= mapSport(activity['@_Sport']);
      for (const lap of list(activity, 'Lap')) {
        metres += num(text(lap, 'DistanceMeters')) ?? 0;
        lapSeconds += num(text(lap, 'TotalTimeSeconds')) ?? 0;
        const start = parseTime(lap['@_StartTime']);
        if (!Number.isNaN(start) && (lapStart === undefined || start < lapStart)) lapStart = start;
        for (const track of list(lap, 'Track')) {
          const points: TrackPoint[] = [];
          for (const tp of list(track, 'Trackpoint')) {
            const time = parseTime(text(tp, 'Time'));
            if (Number.isNaN(time)) continue;
            const position = list(tp, 'Position')[0];
            points.push({
              time,
              lat: num(text(position, 'LatitudeDegrees')),
              lon: num(text(position, 'LongitudeDegrees')),
            });
          }
          if (points.length > 0) segments.push(points);
        }
      }
    }
  }
  const hasPoints = segments.length > 0;
  return {
    segments,
    totalMetres: metres > 0 ? metres : undefined,
    // Elapsed time comes from the points; the laps' timer time only when there are none.
    totalSeconds: hasPoints ? undefined : lapSeconds,
    startTime: hasPoints ? undefined : lapStart,
    sport,
  };
}
