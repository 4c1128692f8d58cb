/** What other modules use of users: removing an account with everything it owns. */
export { deleteUserAccount } from './users.service';
