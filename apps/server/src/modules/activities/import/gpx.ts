import { mapSport, type ParsedTrack, parseTime, type TrackPoint } from './summary';
import { list, num, text } from './xml';

/**
 * A GPX track: every trk/trkseg/trkpt with a time. GPX has no total distance of its own, so
 * the distance is measured along the points. Routes (rte) and waypoints are plans, not read.
 */
export function readGpx(gpx: Record<string, unknown>): ParsedTrack {
  const segments: TrackPoint[][] = [];
  let sport: ParsedTrack['sport'] = null;
  for (const trk of list(gpx, 'trk')) {
    // Strava, Garmin and others write the activity type into trk/type.
    sport ??= mapSport(text(trk, 'type'));
    for (const seg of list(trk, 'trkseg')) {
      const points: TrackPoint[] = [];
      for (const pt of list(seg, 'trkpt')) {
        const time = parseTime(text(pt, 'time'));
        if (Number.isNaN(time)) continue;
        points.push({ time, lat: num(pt['@_lat'] as string), lon: num(pt['@_lon'] as string) });
      }
      if (points.length > 0) segments.push(points);
    }
  }
  return { segments, sport };
}
