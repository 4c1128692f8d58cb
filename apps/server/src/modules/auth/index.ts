/**
 * What other modules and the app use of auth: the password check with its lockout, sessions
 * (open, look up by token, change an account's access) and the per-process session cache.
 */
export { checkPassword } from './lockout.service';
export {
  changeAccount,
  hashToken,
  openSession,
  openSessionCache,
  resolveSession,
} from './sessions.service';
