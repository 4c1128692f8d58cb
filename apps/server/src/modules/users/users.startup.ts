import { isValidPassword } from '@cc/shared/users/password';
import { foldSearchText } from '@cc/shared/users/search';
import { profileDefaults } from '@cc/shared/users/users.constants';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../db/ids';
import type { StartupDeps } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import * as repo from './users.repository';

/** Names given to the administrator created from the environment. */
const ADMIN_FIRST_NAME = 'Admin';
const ADMIN_LAST_NAME = 'Account';

/**
 * Start-up task (rule 6, decision record 011): when ADMIN_EMAIL and ADMIN_PASSWORD
 * are set, make sure that account exists as a verified, active administrator. A new
 * account gets the configured password; an existing one is promoted, verified and
 * activated but keeps its password, which its owner may have changed since. Logs what it
 * did, never the password.
 */
export async function ensureAdminAccount(deps: StartupDeps, log: FastifyBaseLogger): Promise<void> {
  const admin = deps.config.admin;
  if (!admin) return;
  const email = admin.email.trim().toLowerCase();
  const displayName = `${ADMIN_FIRST_NAME} ${ADMIN_LAST_NAME}`;
  const created = await repo.insertUserIfEmailFree(deps.db, {
    id: newId(),
    email,
    passwordHash: await hashPassword(admin.password.trim()),
    firstName: ADMIN_FIRST_NAME,
    lastName: ADMIN_LAST_NAME,
    displayName,
    searchText: foldSearchText(ADMIN_FIRST_NAME, ADMIN_LAST_NAME, displayName, email),
    country: profileDefaults.country,
    role: 'admin',
    status: true,
    verifiedAt: new Date(),
    language: profileDefaults.language,
    firstTimeLogin: false,
  });
  if (created) {
    log.info({ email }, 'administrator account created from ADMIN_EMAIL');
    if (!isValidPassword(admin.password)) {
      log.warn(
        'ADMIN_PASSWORD breaks the password rule (5 to 20 characters, no spaces): change it after signing in',
      );
    }
    return;
  }
  const account = await repo.findAccountByEmail(deps.db, email);
  if (!account) return;
  if (account.role === 'admin' && account.status && account.verifiedAt) {
    log.info({ email }, 'administrator account from ADMIN_EMAIL already in place; password kept');
    return;
  }
  await repo.updateUserColumns(deps.db, account.id, {
    role: 'admin',
    status: true,
    verifiedAt: account.verifiedAt ?? new Date(),
  });
  log.info(
    {
      email,
      wasRole: account.role,
      wasActive: account.status,
      wasVerified: Boolean(account.verifiedAt),
    },
    'existing account from ADMIN_EMAIL made a verified, active administrator; password kept',
  );
}
