import type { Activity } from '@cc/shared/activities/activities.schemas';
import { fromTenths } from '@cc/shared/activities/distance';
import type { Storage } from '../../platform/storage';

/** The stored columns of an activity the API shows (a raw row may hold timestamps as text). */
export interface ActivityFieldsRow {
  id: string;
  eventId: string;
  userId: string;
  date: string;
  distanceKmTenths: number;
  distanceMileTenths: number;
  notice: string;
  createdAt: string | Date;
  updatedAt: string | Date;
}

/** A stored photo of an activity. */
export interface ActivityImageFields {
  id: string;
  key: string;
  thumbKey: string;
}

/**
 * Maps a stored activity with the photos it shows to the API's activity; the feed's post
 * is this plus its event, creator and reactions. Ended when `day` is after `eventEndDate`.
 */
export function toActivity(
  row: ActivityFieldsRow,
  images: ActivityImageFields[],
  eventEndDate: string,
  day: string,
  storage: Pick<Storage, 'url'>,
): Activity {
  return {
    _id: row.id,
    eventId: row.eventId,
    creatorId: row.userId,
    date: row.date,
    distanceKm: fromTenths(row.distanceKmTenths),
    distanceMile: fromTenths(row.distanceMileTenths),
    notice: row.notice,
    images: images.map((i) => ({
      _id: i.id,
      url: storage.url(i.key),
      thumbUrl: storage.url(i.thumbKey),
    })),
    isEventEnded: day > eventEndDate,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
