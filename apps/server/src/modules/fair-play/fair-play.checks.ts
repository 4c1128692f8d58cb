import {
  checkEntry,
  DUPLICATE_TOLERANCE_KM,
  FAIR_PLAY_DEFAULTS,
  type FairPlayFlag,
  type FairPlaySettings,
  type ReviewStatus,
  type SpeedType,
  statusAfterEdit,
  statusOfFlags,
} from '@cc/shared/fair-play/fair-play.rules';
import type { SameDayEntry } from '../../db/fair-play';

/** What an activity write read about the entry's surroundings (db/fair-play.ts). */
export interface EntrySurroundings {
  fairPlay: FairPlaySettings | null;
  activityType: string | null;
  sameDay: SameDayEntry[] | null;
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

const duplicateTenths = Math.round(DUPLICATE_TOLERANCE_KM * 10);

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
  const sameDay = around.sameDay ?? [];
  const duplicate = sameDay.find(
    (other) => Math.abs(other.km - entry.distanceKmTenths) <= duplicateTenths,
  );
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
      sameDayOtherKmTenths: sameDay.reduce((sum, other) => sum + other.km, 0),
      medianKmTenths: around.medianKmTenths === null ? null : Number(around.medianKmTenths),
      duplicateOfId: duplicate?.id ?? null,
      photoReusedFromId: entry.photoReusedFromId,
    },
    settings,
  );
  return {
    flags,
    status: before === undefined ? statusOfFlags(flags) : statusAfterEdit(before, flags),
  };
}
