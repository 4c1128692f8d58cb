/** What other modules use of activities: storing activity photos (the demo content). */
export { deletePhotoFiles, type StoredPhoto, storeActivityPhotos } from './activities.images';
