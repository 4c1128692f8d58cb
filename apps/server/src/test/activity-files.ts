/**
 * Real GPX, TCX and FIT files written by the tests themselves (issue 31), so the import is
 * tested against what devices export rather than hand-shaped objects. Points walk due north
 * by a fixed latitude step: on the mean-radius sphere each step is exactly
 * `METRES_PER_DEGREE * latStep`, which makes the expected distances exact.
 */
import {
  type ActivityMesg,
  Encoder,
  type FileIdMesg,
  type LapMesg,
  Profile,
  type RecordMesg,
  type SessionMesg,
} from '@garmin/fitsdk';

/** Metres per degree of latitude on the sphere of radius 6,371,008.8 m. */
export const METRES_PER_DEGREE = (2 * Math.PI * 6_371_008.8) / 360;

export interface TrackSpec {
  /** First point's time. */
  start: Date;
  count: number;
  stepSeconds: number;
  latStep: number;
  lat?: number;
  lon?: number;
}

interface Point {
  time: Date;
  lat: number;
  lon: number;
}

export function trackPoints(spec: TrackSpec): Point[] {
  const lat = spec.lat ?? 52.5;
  const lon = spec.lon ?? 13.4;
  return Array.from({ length: spec.count }, (_, i) => ({
    time: new Date(spec.start.getTime() + i * spec.stepSeconds * 1000),
    lat: Number((lat + i * spec.latStep).toFixed(7)),
    lon,
  }));
}

/** A GPX 1.1 file with one trk whose trksegs are the given tracks; `timed: false` drops times. */
export function gpxFile(
  segments: TrackSpec[],
  options: { type?: string; timed?: boolean; doctype?: string } = {},
): Buffer {
  const timed = options.timed ?? true;
  const segs = segments
    .map((spec) => {
      const pts = trackPoints(spec)
        .map(
          (p) =>
            `<trkpt lat="${p.lat}" lon="${p.lon}"><ele>34.0</ele>${
              timed ? `<time>${p.time.toISOString()}</time>` : ''
            }</trkpt>`,
        )
        .join('\n');
      return `<trkseg>\n${pts}\n</trkseg>`;
    })
    .join('\n');
  const type = options.type === undefined ? '' : `<type>${options.type}</type>`;
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n${options.doctype ?? ''}` +
      `<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">\n` +
      `<trk><name>Run</name>${type}\n${segs}\n</trk>\n</gpx>\n`,
  );
}

/** A TCX activity with one lap per track, each lap carrying its own DistanceMeters. */
export function tcxFile(
  laps: { track: TrackSpec; distanceMeters: number }[],
  sport = 'Running',
): Buffer {
  const lapXml = laps
    .map(({ track, distanceMeters }) => {
      const pts = trackPoints(track);
      const seconds = (track.count - 1) * track.stepSeconds;
      const tps = pts
        .map(
          (p) =>
            `<Trackpoint><Time>${p.time.toISOString()}</Time><Position>` +
            `<LatitudeDegrees>${p.lat}</LatitudeDegrees><LongitudeDegrees>${p.lon}</LongitudeDegrees>` +
            `</Position></Trackpoint>`,
        )
        .join('\n');
      return (
        `<Lap StartTime="${track.start.toISOString()}"><TotalTimeSeconds>${seconds}</TotalTimeSeconds>` +
        `<DistanceMeters>${distanceMeters}</DistanceMeters><Intensity>Active</Intensity>` +
        `<TriggerMethod>Manual</TriggerMethod><Track>\n${tps}\n</Track></Lap>`
      );
    })
    .join('\n');
  const first = laps[0]?.track.start.toISOString() ?? '';
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">` +
      `<Activities><Activity Sport="${sport}"><Id>${first}</Id>\n${lapXml}\n</Activity></Activities>` +
      `</TrainingCenterDatabase>\n`,
  );
}

const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180;
/** The SDK types its message numbers as possibly undefined; these all exist. */
const MESG = Profile.MesgNum as Record<
  'FILE_ID' | 'RECORD' | 'LAP' | 'SESSION' | 'ACTIVITY',
  number
>;

/**
 * A FIT activity file written with Garmin's own encoder (a development dependency only):
 * file_id, one record per point with its cumulative distance, a lap, a session with the
 * given total distance and sport, and the activity message.
 */
export function fitFile(
  track: TrackSpec,
  session: { totalDistance: number; sport: NonNullable<SessionMesg['sport']> },
): Buffer {
  const encoder = new Encoder();
  const pts = trackPoints(track);
  const start = pts[0]?.time ?? track.start;
  const end = pts.at(-1)?.time ?? track.start;
  const elapsed = (end.getTime() - start.getTime()) / 1000;
  const fileId: FileIdMesg = {
    manufacturer: 'development',
    product: 1,
    timeCreated: start,
    type: 'activity',
  };
  encoder.onMesg(MESG.FILE_ID, fileId);
  pts.forEach((p, i) => {
    const record: RecordMesg = {
      timestamp: p.time,
      positionLat: Math.round(p.lat * SEMICIRCLES_PER_DEGREE),
      positionLong: Math.round(p.lon * SEMICIRCLES_PER_DEGREE),
      distance: i * track.latStep * METRES_PER_DEGREE,
    };
    encoder.onMesg(MESG.RECORD, record);
  });
  const totals = {
    timestamp: end,
    startTime: start,
    totalElapsedTime: elapsed,
    totalTimerTime: elapsed,
    totalDistance: session.totalDistance,
    sport: session.sport,
  };
  const lap: LapMesg = { ...totals, messageIndex: 0 };
  const sessionMesg: SessionMesg = { ...totals, messageIndex: 0, firstLapIndex: 0, numLaps: 1 };
  const activity: ActivityMesg = {
    timestamp: end,
    numSessions: 1,
    type: 'manual',
    totalTimerTime: elapsed,
  };
  encoder.onMesg(MESG.LAP, lap);
  encoder.onMesg(MESG.SESSION, sessionMesg);
  encoder.onMesg(MESG.ACTIVITY, activity);
  return Buffer.from(encoder.close());
}
