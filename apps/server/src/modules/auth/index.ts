/**
 * What other modules and the app use of auth: the password check with its lockout, sessions
 * (open, end, look up by token) and the per-process session cache.
 */
export { checkPassword } from './lockout.service';
export {
  endUserSessions,
  hashToken,
  openSession,
  openSessionCache,
  resolveSession,
} from './sessions.service';
