/** What the app and other modules use of profile: its routes, and a user's profile shape. */
export { profileRoutes } from './profile.routes';
export { getProfileById } from './profile.service';
