import { foldSearchText } from '@cc/shared/users/search';
import { profileDefaults } from '@cc/shared/users/users.constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context';
import { newId } from '../../platform/ids';
import { hashPassword } from '../../platform/passwords';
import { DEMO_PASSWORD, demoFriendships, demoTeams, demoUsers } from './demo.data';
import * as repo from './demo.repository';

/**
 * Fills an empty database with demo accounts, teams and friendships so a newcomer who runs
 * `npm start` sees a living app. Runs only when DEMO_CONTENT is on (the embedded default)
 * and no account exists yet; never touches a database that has data.
 */
export async function seedDemoContent(deps: Deps, log: FastifyBaseLogger) {
  if (!deps.config.demoContent || !(await repo.isEmpty(deps.db))) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const teamIds = demoTeams.map(() => newId());
  const userIds = new Map(demoUsers.map((u) => [u.key, newId()]));

  await deps.db.transaction(async (tx) => {
    await repo.insertTeams(
      tx,
      demoTeams.map((name, i) => ({ id: teamIds[i]!, name })),
    );
    await repo.insertUsers(
      tx,
      demoUsers.map((u) => {
        const displayName = `${u.firstName} ${u.lastName}`;
        return {
          id: userIds.get(u.key)!,
          email: u.email,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          displayName,
          searchText: foldSearchText(u.firstName, u.lastName, displayName, u.email),
          userType: u.userType,
          country: u.country,
          role: 'role' in u ? u.role : 'user',
          language: u.language,
          company: 'company' in u ? u.company : null,
          activityShare: 'activityShare' in u ? u.activityShare : profileDefaults.activityShare,
          teamId: 'team' in u ? teamIds[u.team] : null,
          firstTimeLogin: false,
          verifiedAt: new Date(),
        };
      }),
    );
    await repo.insertFriendships(
      tx,
      demoFriendships.map((f) => ({
        id: newId(),
        senderId: userIds.get(f.sender)!,
        receiverId: userIds.get(f.receiver)!,
        status: f.status,
        acceptedAt: f.status === 'accepted' ? new Date() : null,
      })),
    );
  });
  log.info(
    { accounts: demoUsers.map((u) => u.email) },
    `demo content created (password ${DEMO_PASSWORD})`,
  );
}
