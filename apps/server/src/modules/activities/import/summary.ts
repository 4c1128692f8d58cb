import { round1 } from '@cc/shared/activities/distance';
import { AppError } from '@cc/shared/errors/app-error';
import type { SpeedType } from '@cc/shared/fair-play/fair-play.rules';
import { dayIn } from '@cc/shared/time/calendar';

/** The activity types an import can name: the same words the fair-play speed limits use. */
export type ImportSport = SpeedType;

/** What a file tells the activity form; nothing is stored from it. */
export interface ImportedActivity {
  /** YYYY-MM-DD of the start, in the platform's time zone. */
  date: string;
  /** The start as an ISO instant. */
  startTime: string;
  /** One decimal, the precision activities are stored with (tenths). */
  distanceKm: number;
  durationMinutes: number;
  sport: ImportSport | null;
  /** Time-stamped track points read. */
  points: number;
}

/** A time-stamped point of a recorded track; position is absent for e.g. treadmill records. */
export interface TrackPoint {
  time: number;
  lat?: number;
  lon?: number;
}

/** What one format's reader found, before it is summarised the same way for all formats. */
export interface ParsedTrack {
  /** Points in file order, split where the file starts a new track, segment or lap. */
  segments: TrackPoint[][];
  /** The file's own total distance in metres, where it has one (TCX laps, FIT session). */
  totalMetres?: number;
  /** The file's own elapsed time in seconds, where it has one. */
  totalSeconds?: number;
  /** An explicit start instant (FIT session), else the first point's time. */
  startTime?: number;
  sport: ImportSport | null;
}

/** Mean Earth radius (IUGG), the usual sphere for great-circle distances. */
const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine, stable for the short steps of a track). */
export function haversineMetres(a: TrackPoint, b: TrackPoint): number {
  if (a.lat === undefined || a.lon === undefined || b.lat === undefined || b.lon === undefined) {
    return 0;
  }
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Sum of consecutive steps within each segment; a gap between segments is not walked. */
function trackMetres(segments: TrackPoint[][]): number {
  let metres = 0;
  for (const segment of segments) {
    for (let i = 1; i < segment.length; i++) {
      metres += haversineMetres(segment[i - 1] as TrackPoint, segment[i] as TrackPoint);
    }
  }
  return metres;
}

/** The shared summary of a parsed file; refuses a file with no time-stamped point (a route). */
export function summarise(track: ParsedTrack, timeZone: string): ImportedActivity {
  let points = 0;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const segment of track.segments) {
    for (const p of segment) {
      points++;
      if (p.time < first) first = p.time;
      if (p.time > last) last = p.time;
    }
  }
  if (points === 0 && track.startTime === undefined) throw new AppError('IMPORT_NO_TIMESTAMPS');
  const start = track.startTime ?? first;
  const seconds =
    track.totalSeconds !== undefined && track.totalSeconds > 0
      ? track.totalSeconds
      : points > 0
        ? (last - first) / 1000
        : 0;
  const metres =
    track.totalMetres !== undefined && track.totalMetres > 0
      ? track.totalMetres
      : trackMetres(track.segments);
  const startDate = new Date(start);
  return {
    date: dayIn(timeZone, startDate),
    startTime: startDate.toISOString(),
    distanceKm: round1(metres / 1000),
    durationMinutes: Math.round(seconds / 60),
    sport: track.sport,
    points,
  };
}

/** A file's sport word mapped to an activity type, when it is one of ours. */
export function mapSport(value: unknown): ImportSport | null {
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (word === 'running' || word === 'run' || word === 'trail_running') return 'running';
  if (word === 'walking' || word === 'walk') return 'walking';
  if (word === 'hiking' || word === 'hike') return 'hiking';
  return null;
}

/** Parses an XML dateTime; NaN (refused by the caller) when absent or malformed. */
export function parseTime(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value.trim()) : Number.NaN;
}
