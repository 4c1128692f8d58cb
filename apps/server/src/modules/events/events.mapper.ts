import { fromTenths } from '@cc/shared/activities/distance';
import { translated } from '@cc/shared/common/translations';
import type { Event, EventTopParticipant, MyEvent } from '@cc/shared/events/events.schemas';
import { eventState } from '@cc/shared/events/progress';
import { addDays, startOfDayInstant } from '@cc/shared/time/calendar';
import type { Storage } from '../../platform/storage';
import type { findTopParticipants } from './events.detail.repository';
import type { EventRow, MyEventRow } from './events.repository';

/** Integer hundredths (event targets) as a two-decimal number. */
export const fromHundredths = (hundredths: number) => hundredths / 100;

/** A two-decimal target as stored integer hundredths. */
export const toHundredths = (value: number) => Math.round(value * 100);

/**
 * Who reads an event (decision 075): participants read `name` and `description` in
 * `language` (else the other language, else the single field); administrators read the
 * single fields as stored, which their form edits. `storage` signs the image's address.
 */
export interface EventReader {
  language: string;
  resolve: boolean;
  storage: Pick<Storage, 'url'>;
}

/**
 * Maps a stored event to the API's shape: targets from hundredths, totals from tenths, the
 * state on `today` and the instants the first day begins and the last day ends in `timeZone`,
 * the texts as `reader` reads them and the image's signed address.
 */
export function toEvent(
  row: EventRow,
  today: string,
  timeZone: string,
  reader: EventReader,
): Event {
  const names = { de: row.nameDe, en: row.nameEn };
  const descriptions = { de: row.descriptionDe, en: row.descriptionEn };
  const written = [names.de, names.en, descriptions.de, descriptions.en].some(Boolean);
  return {
    _id: row.id,
    name: reader.resolve ? translated(row.name, names, reader.language) : row.name,
    description: reader.resolve
      ? translated(row.description, descriptions, reader.language)
      : row.description,
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
    // Only when there is something, so an event without either keeps its exact old shape.
    ...(written ? { names, descriptions } : {}),
    ...(row.imageKey ? { imageUrl: reader.storage.url(row.imageKey) } : {}),
  };
}

/** Maps one of the caller's events with their own totals. */
export function toMyEvent(
  row: MyEventRow,
  today: string,
  timeZone: string,
  reader: EventReader,
): MyEvent {
  return {
    ...toEvent(row, today, timeZone, reader),
    isRegistered: true,
    myTotalKm: fromTenths(row.myTotalKmTenths),
    myTotalMile: fromTenths(row.myTotalMileTenths),
    myActivityCount: row.myActivityCount,
  };
}

/** One row of an event's top list as read. */
type TopParticipantRow = Awaited<ReturnType<typeof findTopParticipants>>[number];

/** A participant of an event's top list as the detail page (admin) shows them. */
export function toTopParticipant(row: TopParticipantRow, rank: number): EventTopParticipant {
  return {
    rank,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    distanceKm: fromTenths(row.totalKmTenths),
    distanceMile: fromTenths(row.totalMileTenths),
    activityCount: row.activityCount,
  };
}
