/**
 * What the app and other modules use of friends: its routes, and a user's friends with their
 * standing in an event.
 */
export { friendsRoutes } from './friends.routes';
export { type FriendStanding, findFriendStandings } from './friends.service';
