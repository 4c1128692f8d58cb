/** What other modules use of friends: a user's friends with their standing in an event. */
export { type FriendStanding, findFriendStandings } from './friends.service';
