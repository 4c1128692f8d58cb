import {
  areDistancesConsistent,
  isDistanceAllowed,
  kmToMile,
  mileToKm,
  round1,
  toTenths,
} from '@cc/shared/activities/distance';
import { AppError, fieldError } from '@cc/shared/errors/app-error';
import { isEventVisible } from '@cc/shared/events/events.schemas';
import { eventState } from '@cc/shared/events/progress';
import { minDay } from '@cc/shared/time/calendar';

/** The event facts the activity rules read. */
export interface EventLimits {
  startDate: string;
  endDate: string;
  maximumKmHundredths: number;
  maximumMileHundredths: number;
}

/** A distance in both units, as stored (integer tenths). */
export interface StoredDistance {
  distanceKmTenths: number;
  distanceMileTenths: number;
}

/**
 * An edit may repeat the activity's event (DESIGN §4 lists `eventId` in the update body) but
 * never name another: an activity does not move between events.
 */
export function assertSameEvent(given: string | undefined, stored: string) {
  if (given !== undefined && given.toLowerCase() !== stored) {
    throw fieldError('eventId', 'EVENT_MISMATCH');
  }
}

/**
 * Create, edit and delete only in a visible event (EVENT_HIDDEN, decision 034) while it runs
 * on `today` (rule 11), and never once its fundraising is settled (EVENT_SETTLED, decision
 * 070: the statement's kilometres are final until an administrator reopens it).
 */
export function assertEventRunning(
  event: { startDate: string; endDate: string; status: number; isSettled?: boolean },
  today: string,
) {
  if (event.isSettled) throw new AppError('EVENT_SETTLED');
  if (!isEventVisible(event)) throw new AppError('EVENT_HIDDEN');
  if (eventState(event, today) !== 'running') throw new AppError('EVENT_NOT_RUNNING');
}

/** The activity date lies from the event start to the earlier of today and the event end. */
export function assertDateInWindow(date: string, event: EventLimits, today: string) {
  if (date < event.startDate || date > minDay(today, event.endDate)) {
    throw fieldError('date', 'DATE_OUT_OF_RANGE');
  }
}

/**
 * Both units of a distance the user gave in km, miles or both (rules 9, 10): a missing
 * one is derived to one decimal; two given must be the same distance (DISTANCE_MISMATCH on
 * distanceMile). The distance in the user's profile unit must lie within the picker's
 * range for the event (DISTANCE_OUT_OF_RANGE on that unit's field).
 */
export function resolveDistance(
  given: { distanceKm?: number | undefined; distanceMile?: number | undefined },
  unit: 'KM' | 'MILE',
  event: EventLimits,
): StoredDistance {
  let km: number;
  let mile: number;
  if (given.distanceKm !== undefined && given.distanceMile !== undefined) {
    if (!areDistancesConsistent(given.distanceKm, given.distanceMile)) {
      throw fieldError('distanceMile', 'DISTANCE_MISMATCH');
    }
    km = round1(given.distanceKm);
    mile = round1(given.distanceMile);
  } else if (given.distanceKm !== undefined) {
    km = round1(given.distanceKm);
    mile = kmToMile(km);
  } else if (given.distanceMile !== undefined) {
    mile = round1(given.distanceMile);
    km = mileToKm(mile);
  } else {
    throw fieldError('distanceKm', 'DISTANCE_REQUIRED');
  }
  const limits = {
    maximumKm: event.maximumKmHundredths / 100,
    maximumMile: event.maximumMileHundredths / 100,
  };
  const typed = unit === 'MILE' ? mile : km;
  if (!isDistanceAllowed(typed, unit, limits)) {
    throw fieldError(unit === 'MILE' ? 'distanceMile' : 'distanceKm', 'DISTANCE_OUT_OF_RANGE');
  }
  return { distanceKmTenths: toTenths(km), distanceMileTenths: toTenths(mile) };
}

/** The profile unit as stored, defaulting to km for anything unexpected. */
export function unitOf(value: string | null | undefined): 'KM' | 'MILE' {
  return value === 'MILE' ? 'MILE' : 'KM';
}
