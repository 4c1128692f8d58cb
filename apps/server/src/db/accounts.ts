import { users } from './schema';

/**
 * The account fields sign-in, the password check and the link flows decide on: auth reads an
 * account by address with them, and the sessions module's lockout answers a checked password
 * with the same fields, so that sign-in passes the checked account on as one type.
 */
export const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  passwordHash: users.passwordHash,
  language: users.language,
  status: users.status,
  verifiedAt: users.verifiedAt,
  failedLoginCount: users.failedLoginCount,
  lockedUntil: users.lockedUntil,
};
