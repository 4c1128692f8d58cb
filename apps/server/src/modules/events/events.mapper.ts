import type { Event, MyEvent } from '@cc/shared/events/events.schemas';
import { eventState } from '@cc/shared/events/progress';
import { addDays, startOfDayInstant } from '@cc/shared/time/calendar';
import type { EventRow, MyEventRow } from './events.repository';

/** Integer hundredths (event targets) as a two-decimal number. */
export const fromHundredths = (hundredths: number) => hundredths / 100;

/** A two-decimal target as stored integer hundredths. */
export const toHundredths = (value: number) => Math.round(value * 100);

/** Integer tenths (maintained totals) as a one-decimal number. */
export const fromTenths = (tenths: number) => tenths / 10;

/**
 * Maps a stored event to the API's shape: targets from hundredths, totals from tenths, the
 * state on `today` and the instants the first day begins and the last day ends in `timeZone`.
 */
export function toEvent(row: EventRow, today: string, timeZone: string): Event {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    maximumKm: fromHundredths(row.maximumKmHundredths),
    maximumMile: fromHundredths(row.maximumMileHundredths),
    totalKm: fromTenths(row.totalKmTenths),
    totalMile: fromTenths(row.totalMileTenths),
    participantCount: row.participantCount,
    state: eventState(row, today),
    startsAt: startOfDayInstant(row.startDate, timeZone).toISOString(),
    endsAt: startOfDayInstant(addDays(row.endDate, 1), timeZone).toISOString(),
    isRegistered: Boolean(row.isRegistered),
  };
}

/** Maps one of the caller's events with their own totals. */
export function toMyEvent(row: MyEventRow, today: string, timeZone: string): MyEvent {
  return {
    ...toEvent(row, today, timeZone),
    isRegistered: true,
    myTotalKm: fromTenths(row.myTotalKmTenths),
    myTotalMile: fromTenths(row.myTotalMileTenths),
    myActivityCount: row.myActivityCount,
  };
}
