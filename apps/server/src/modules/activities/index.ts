/**
 * What the app and other modules use of activities: its routes, storing activity photos (the
 * demo content), encoding an image like a photo (an event's image), mapping a stored activity to the API's (the feed's posts) and
 * the backfill of the photos' middle width (a start-up task and a job).
 */

export { photoVariantsJob, queuePhotoVariantsBackfill } from './activities.backfill';
export {
  deletePhotoFiles,
  encodePhotoImage,
  type StoredPhoto,
  storeActivityPhotos,
} from './activities.images';
export { type ActivityFieldsRow, toActivity } from './activities.mapper';
export { activitiesRoutes } from './activities.routes';
