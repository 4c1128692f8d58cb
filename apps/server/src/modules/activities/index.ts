/**
 * What the app and other modules use of activities: its routes, storing activity photos (the
 * demo content), encoding an image like a photo (an event's image) and mapping a stored activity to the API's (the feed's posts).
 */

export {
  deletePhotoFiles,
  encodePhotoImage,
  type StoredPhoto,
  storeActivityPhotos,
} from './activities.images';
export { type ActivityFieldsRow, toActivity } from './activities.mapper';
export { activitiesRoutes } from './activities.routes';
