/**
 * What other modules and the app use of sessions, the module below auth, profile and users
 * that imports none of them: sessions (open, look up by token, end one, change an account's
 * access with `changeAccount`), the link and session tokens (`newToken`, `hashToken`), the
 * per-process session cache the app opens, and the password check with its lockout.
 */
export { checkPassword } from './lockout.service';
export {
  changeAccount,
  endSession,
  hashToken,
  newToken,
  openSession,
  openSessionCache,
  resolveSession,
} from './sessions.service';
