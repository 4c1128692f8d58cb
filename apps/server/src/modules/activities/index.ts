/**
 * What the app and other modules use of activities: its routes, storing activity photos (the
 * demo content) and mapping a stored activity to the API's (the feed's posts).
 */

export { deletePhotoFiles, type StoredPhoto, storeActivityPhotos } from './activities.images';
export { type ActivityFieldsRow, toActivity } from './activities.mapper';
export { activitiesRoutes } from './activities.routes';
