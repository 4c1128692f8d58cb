/** What other modules use of profile: the signed-in user's profile shape. */
export { getProfileById } from './profile.service';
