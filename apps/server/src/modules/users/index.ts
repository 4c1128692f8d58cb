/**
 * What other modules use of users: removing an account with everything it owns, and the
 * words of the users export (user type labels in the admin's language, for the reports).
 */
export { usersSheetTexts } from './users.export-texts';
export { deleteUserAccount } from './users.service';
