/**
 * What the app and other modules use of users: its routes and its start-up task (the admin
 * of ADMIN_EMAIL/ADMIN_PASSWORD), removing an account with everything it owns, and the
 * words of the users export (user type labels in the admin's language, for the reports).
 */
export { usersSheetTexts } from './users.export-texts';
export { usersRoutes } from './users.routes';
export { deleteUserAccount } from './users.service';
export { ensureAdminAccount } from './users.startup';
