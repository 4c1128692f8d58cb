import { AppError } from '@cc/shared/errors/app-error';
import FitParser from 'fit-file-parser';
import { mapSport, type ParsedTrack, type TrackPoint } from './summary';

/** A FIT file starts with a 12- or 14-byte header whose bytes 8..11 read ".FIT". */
export function isFit(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    (bytes[0] === 12 || bytes[0] === 14) &&
    bytes.toString('latin1', 8, 12) === '.FIT'
  );
}

/**
 * A FIT activity: the sessions' totals are the device's own distance and elapsed time; the
 * records are the time-stamped points. `force: false` makes the decoder check the header and
 * file CRCs, so a truncated or altered file is refused instead of half read.
 */
export async function readFit(bytes: Buffer): Promise<ParsedTrack> {
  const parser = new FitParser({ force: false, mode: 'list', lengthUnit: 'm', speedUnit: 'm/s' });
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  let fit: Awaited<ReturnType<FitParser['parseAsync']>>;
  try {
    fit = await parser.parseAsync(copy as ArrayBuffer);
  } catch {
    // The decoder rejects with a message string; the participant only needs to know it is unreadable.
    throw new AppError('IMPORT_UNREADABLE');
  }
  const points: TrackPoint[] = [];
  for (const record of fit.records ?? []) {
    const time = record.timestamp instanceof Date ? record.timestamp.getTime() : Number.NaN;
    if (Number.isNaN(time)) continue;
    points.push({ time, lat: finite(record.position_lat), lon: finite(record.position_long) });
  }
  const sessions = fit.sessions ?? [];
  let metres = 0;
  let seconds = 0;
  let start: number | undefined;
  let sport: ParsedTrack['sport'] = null;
  for (const session of sessions) {
    metres += finite(session.total_distance) ?? 0;
    seconds += finite(session.total_elapsed_time) ?? 0;
    const t = session.start_time instanceof Date ? session.start_time.getTime() : Number.NaN;
    if (!Number.isNaN(t) && (start === undefined || t < start)) start = t;
    sport ??= mapSport(session.sport);
  }
  return {
    segments: points.length > 0 ? [points] : [],
    totalMetres: metres > 0 ? metres : undefined,
    totalSeconds: seconds > 0 ? seconds : undefined,
    startTime: start,
    sport,
  };
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
