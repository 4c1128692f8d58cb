import {
  checkEntry,
  DUPLICATE_TOLERANCE_KM,
  FAIR_PLAY_DEFAULTS,
  type FairPlayFlag,
  type FairPlaySettings,
  OUTLIER_MIN_KM,
  type ReviewStatus,
  type SpeedType,
  statusAfterEdit,
  statusOfFlags,
} from '@cc/shared/fair-play/fair-play.rules';

/** What an activity write read about the entry's surroundings (db/fair-play.ts). */
export interface EntrySurroundings {
  fairPlay: FairPlaySettings | null;
  activityType: string | null;
  /** Bigint sums arrive as text on node-postgres. */
  sameDayKmTenths: number | string;
  duplicateOfId: string | null;
  medianKmTenths: number | string | null;
}

/** The entry as it will be stored. */
export interface AssessedEntry {
  date: string;
  distanceKmTenths: number;
  durationMinutes: number | null;
  /** The photos' capture days, where their originals said (new photos only). */
  photoCaptureDays: string[];
  /** Another activity whose photo has the same bytes as a new one, if any. */
  photoReusedFromId: string | null;
}

/** The outcome of the checks: the flags and the status they give. */
export interface Assessment {
  flags: FairPlayFlag[];
  status: ReviewStatus;
}

const speedTypeOf = (activityType: string | null): SpeedType =>
  activityType === 'Walking' ? 'walking' : activityType === 'Hiking' ? 'hiking' : 'running';

/** Two entries within this many tenths of a km are duplicates (db/fair-play.ts reads them). */
export const DUPLICATE_TENTHS = Math.round(DUPLICATE_TOLERANCE_KM * 10);

/**
 * Whether an entry of about `kmTenths` can be an outlier at all (OUTLIER_MIN_KM): only then
 * is the owner's median read. A tenth of slack for a distance not yet resolved.
 */
export const mayBeOutlier = (kmTenths: number) => kmTenths >= OUTLIER_MIN_KM * 10 - 1;

/**
 * Runs the event's checks (its saved settings or the defaults) on an entry made on `today`.
 * `before` is the stored status of an edited activity (undefined for a new one): an edit
 * keeps an exclusion and an approval that nothing new puts in question (statusAfterEdit).
 */
export function assessEntry(
  entry: AssessedEntry,
  around: EntrySurroundings,
  today: string,
  before?: ReviewStatus,
): Assessment {
  const settings = around.fairPlay ?? FAIR_PLAY_DEFAULTS;
  const flags = checkEntry(
    {
      date: entry.date,
      distanceKmTenths: entry.distanceKmTenths,
      durationMinutes: entry.durationMinutes,
      speedType: speedTypeOf(around.activityType),
      enteredOn: today,
      photoCaptureDays: entry.photoCaptureDays,
    },
    {
      sameDayOtherKmTenths: Number(around.sameDayKmTenths),
      medianKmTenths: around.medianKmTenths === null ? null : Number(around.medianKmTenths),
      duplicateOfId: around.duplicateOfId,
      photoReusedFromId: entry.photoReusedFromId,
    },
    settings,
  );
  return {
    flags,
    status: before === undefined ? statusOfFlags(flags) : statusAfterEdit(before, flags),
  };
}
