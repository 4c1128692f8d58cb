import type { Activity } from '@cc/shared/activities/activities.schemas';
import { fromTenths } from '@cc/shared/activities/distance';
import type { FairPlayFlag, ReviewStatus } from '@cc/shared/fair-play/fair-play.rules';
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
  durationMinutes: number | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

/** The review columns of an activity, which only its owner and administrators see. */
export interface ActivityReviewRow {
  reviewStatus: ReviewStatus;
  reviewFlags: FairPlayFlag[];
  reviewReason: string | null;
}

/** A stored photo of an activity; a photo stored before decision 085 lacks the last three. */
export interface ActivityImageFields {
  id: string;
  key: string;
  thumbKey: string;
  mediumKey?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * A photo's addresses and the display image's size. The middle width and the size are
 * left out (not sent as null) until the photo has them, so an old photo's answer stays
 * as it was and the app falls back to the other two (decision 085).
 */
function toActivityImage(i: ActivityImageFields, storage: Pick<Storage, 'url'>) {
  const image: Activity['images'][number] = {
    _id: i.id,
    url: storage.url(i.key),
    thumbUrl: storage.url(i.thumbKey),
  };
  if (i.mediumKey) image.mediumUrl = storage.url(i.mediumKey);
  if (i.width && i.height) {
    image.width = i.width;
    image.height = i.height;
  }
  return image;
}

/**
 * Maps a stored activity with the photos it shows to the API's activity; the feed's post
 * is this plus its event, creator and reactions. Ended when `day` is after `eventEndDate`.
 * With `review` (the owner's own answers) it carries its review status, flags and reason.
 */
export function toActivity(
  row: ActivityFieldsRow & Partial<ActivityReviewRow>,
  images: ActivityImageFields[],
  eventEndDate: string,
  day: string,
  storage: Pick<Storage, 'url'>,
  review = false,
): Activity {
  const activity: Activity = {
    _id: row.id,
    eventId: row.eventId,
    creatorId: row.userId,
    date: row.date,
    distanceKm: fromTenths(row.distanceKmTenths),
    distanceMile: fromTenths(row.distanceMileTenths),
    notice: row.notice,
    durationMinutes: row.durationMinutes ?? null,
    images: images.map((i) => toActivityImage(i, storage)),
    isEventEnded: day > eventEndDate,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
  if (review && row.reviewStatus) {
    activity.review = {
      status: row.reviewStatus,
      flags: row.reviewFlags ?? [],
      reason: row.reviewReason ?? null,
    };
  }
  return activity;
}
