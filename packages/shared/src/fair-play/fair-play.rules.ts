/**
 * Fair play (issue 25, decision 071): the plausibility checks an activity goes through when
 * it is created or edited, as pure functions of the entry, the event's settings and a few
 * facts the server reads about the participant's other entries. The server stores what
 * they answer; the activity form asks the same server to check before it saves.
 */

/** Where an activity stands in the organiser's review. */
export const reviewStatuses = ['ok', 'flagged', 'held', 'approved', 'excluded'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The statuses whose distance counts in totals, ranks, progress, reports and money raised. */
export const COUNTED_STATUSES: readonly ReviewStatus[] = ['ok', 'flagged', 'approved'];

/** Whether an activity of this status counts. */
export function isCounted(status: ReviewStatus): boolean {
  return COUNTED_STATUSES.includes(status);
}

/** The checks, by the rule a flag names. */
export const fairPlayRules = [
  'dailyFlag',
  'dailyHold',
  'speed',
  'lateEntry',
  'outlier',
  'duplicate',
  'photoReuse',
  'photoDate',
] as const;
export type FairPlayRule = (typeof fairPlayRules)[number];

/** The activity types of the profile, whose speeds differ. */
export type SpeedType = 'walking' | 'hiking' | 'running';

/** An event's checks and their thresholds. */
export interface FairPlaySettings {
  enabled: boolean;
  /** A day's total above this many km is flagged. */
  dailyFlagKm: number;
  /** A day's total above this many km is held: it does not count until approved. */
  dailyHoldKm: number;
  /** Speeds above these km/h are flagged (only with a duration). */
  speedFlagKmh: Record<SpeedType, number>;
  /** Entries made more than this many days after their date are flagged. */
  lateEntryDays: number;
  /** An activity over this many times the participant's median in the event (and over OUTLIER_MIN_KM). */
  outlierFactor: number;
  checkDuplicates: boolean;
  checkPhotoReuse: boolean;
  checkPhotoDate: boolean;
}

/** The defaults of every event until its organiser changes them (decision 071). */
export const FAIR_PLAY_DEFAULTS: FairPlaySettings = {
  enabled: true,
  dailyFlagKm: 50,
  dailyHoldKm: 100,
  speedFlagKmh: { walking: 9, hiking: 8, running: 20 },
  lateEntryDays: 7,
  outlierFactor: 3,
  checkDuplicates: true,
  checkPhotoReuse: true,
  checkPhotoDate: true,
};

/** An outlier must also be longer than this: a 4 km walk is never suspicious. */
export const OUTLIER_MIN_KM = 15;
/** The participant's median is a reference only once they have this many other entries. */
export const OUTLIER_MIN_ENTRIES = 3;
/** Two entries of one day whose distances differ by at most this many km are duplicates. */
export const DUPLICATE_TOLERANCE_KM = 0.1;
/** A photo taken more than this many days from the activity's date is flagged. */
export const PHOTO_DATE_TOLERANCE_DAYS = 1;

/**
 * One reason an activity was flagged or held, with the figures that triggered it: `value`
 * against `limit`, in the rule's unit (km for the daily and outlier rules, km/h for speed,
 * days for late entries and photo dates). The duplicate and photo rules name the other
 * activity; the photo date rule the day the photo was taken.
 */
export interface FairPlayFlag {
  rule: FairPlayRule;
  value: number | null;
  limit: number | null;
  relatedActivityId?: string;
  capturedOn?: string;
}

/** What the server knows of an entry when it checks it. */
export interface CheckedEntry {
  /** YYYY-MM-DD. */
  date: string;
  distanceKmTenths: number;
  durationMinutes: number | null;
  /** The owner's activity type (profile), which sets the speed limit. */
  speedType: SpeedType;
  /** The day the entry is made (the platform's today), YYYY-MM-DD. */
  enteredOn: string;
  /** The photos' original capture days (YYYY-MM-DD), where their EXIF said. */
  photoCaptureDays: string[];
}

/** Facts about the participant's other entries in the event (excluded ones left out). */
export interface EntryFacts {
  /** Their other entries' kilometres on the same date, in tenths. */
  sameDayOtherKmTenths: number;
  /** The median of their other entries' kilometres in the event (tenths); null without enough. */
  medianKmTenths: number | null;
  /** Another of their entries on the same date within the duplicate tolerance, if any. */
  duplicateOfId: string | null;
  /** Another activity one of whose photos has the same bytes as one of these, if any. */
  photoReusedFromId: string | null;
}

const tenthsToKm = (tenths: number) => tenths / 10;
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The flags an entry raises under `settings`, in the order of `fairPlayRules`. A day over
 * the hold threshold raises `dailyHold` only (not also `dailyFlag`). Nothing when the
 * checks are off.
 */
export function checkEntry(
  entry: CheckedEntry,
  facts: EntryFacts,
  settings: FairPlaySettings,
): FairPlayFlag[] {
  if (!settings.enabled) return [];
  const flags: FairPlayFlag[] = [];
  const dayKm = tenthsToKm(entry.distanceKmTenths + facts.sameDayOtherKmTenths);
  if (dayKm > settings.dailyHoldKm) {
    flags.push({ rule: 'dailyHold', value: round1(dayKm), limit: settings.dailyHoldKm });
  } else if (dayKm > settings.dailyFlagKm) {
    flags.push({ rule: 'dailyFlag', value: round1(dayKm), limit: settings.dailyFlagKm });
  }
  if (entry.durationMinutes !== null && entry.durationMinutes > 0) {
    const kmh = tenthsToKm(entry.distanceKmTenths) / (entry.durationMinutes / 60);
    const limit = settings.speedFlagKmh[entry.speedType];
    if (kmh > limit) flags.push({ rule: 'speed', value: round1(kmh), limit });
  }
  const late = daysBetween(entry.date, entry.enteredOn);
  if (late > settings.lateEntryDays) {
    flags.push({ rule: 'lateEntry', value: late, limit: settings.lateEntryDays });
  }
  const km = tenthsToKm(entry.distanceKmTenths);
  if (facts.medianKmTenths !== null && facts.medianKmTenths > 0 && km > OUTLIER_MIN_KM) {
    const factor = entry.distanceKmTenths / facts.medianKmTenths;
    if (factor > settings.outlierFactor) {
      flags.push({ rule: 'outlier', value: round1(factor), limit: settings.outlierFactor });
    }
  }
  if (settings.checkDuplicates && facts.duplicateOfId) {
    flags.push({
      rule: 'duplicate',
      value: km,
      limit: null,
      relatedActivityId: facts.duplicateOfId,
    });
  }
  if (settings.checkPhotoReuse && facts.photoReusedFromId) {
    flags.push({
      rule: 'photoReuse',
      value: null,
      limit: null,
      relatedActivityId: facts.photoReusedFromId,
    });
  }
  if (settings.checkPhotoDate) {
    const far = entry.photoCaptureDays
      .map((day) => ({ day, apart: Math.abs(daysBetween(day, entry.date)) }))
      .find((p) => p.apart > PHOTO_DATE_TOLERANCE_DAYS);
    if (far) {
      flags.push({
        rule: 'photoDate',
        value: far.apart,
        limit: PHOTO_DATE_TOLERANCE_DAYS,
        capturedOn: far.day,
      });
    }
  }
  return flags;
}

/** The status the checks give a new entry: held on a hold rule, flagged on any flag. */
export function statusOfFlags(flags: FairPlayFlag[]): ReviewStatus {
  if (flags.some((f) => f.rule === 'dailyHold')) return 'held';
  return flags.length > 0 ? 'flagged' : 'ok';
}

/**
 * The status after an owner's edit, from the status before and the edit's flags. An
 * excluded activity stays excluded: only the organiser brings it back. An approved one
 * stays approved when the edit raises nothing; otherwise the approval was of other figures,
 * and it goes back to review like a new entry.
 */
export function statusAfterEdit(before: ReviewStatus, flags: FairPlayFlag[]): ReviewStatus {
  if (before === 'excluded') return 'excluded';
  if (before === 'approved' && flags.length === 0) return 'approved';
  return statusOfFlags(flags);
}

/** What an organiser can do with an activity in review. */
export const reviewActions = ['approve', 'exclude', 'reinstate'] as const;
export type ReviewAction = (typeof reviewActions)[number];

/**
 * The status a review action leads to from `from`, or null when the action does not apply:
 * approve a flagged, held or ok activity; exclude any not yet excluded; reinstate an
 * excluded one (it then counts as approved: an organiser has looked at it).
 */
export function statusAfterReview(from: ReviewStatus, action: ReviewAction): ReviewStatus | null {
  switch (action) {
    case 'approve':
      return from === 'flagged' || from === 'held' || from === 'ok' ? 'approved' : null;
    case 'exclude':
      return from === 'excluded' ? null : 'excluded';
    case 'reinstate':
      return from === 'excluded' ? 'approved' : null;
  }
}
