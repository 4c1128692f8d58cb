import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import type { AdminUserRow } from './users.repository';

/**
 * The trail's rows of an administrator's change to a user (decision 095): a role change as
 * `user.role`, a change of the active flag as `user.activation`, anything else (names,
 * address, password) as `user.update`, so each can be filtered; one write may add several.
 */
export async function recordUserChanges(
  tx: Db,
  actorId: string,
  before: AdminUserRow,
  after: AdminUserRow,
  passwordChanged: boolean,
): Promise<void> {
  const base = { actorId, objectType: 'user' as const, objectId: after.id };
  const { role: roleBefore, status: statusBefore, ...restBefore } = before;
  const { role: roleAfter, status: statusAfter, ...restAfter } = after;
  if (roleBefore !== roleAfter) {
    await recordAudit(tx, {
      ...base,
      action: 'user.role',
      before: { role: roleBefore },
      after: { role: roleAfter },
    });
  }
  if (statusBefore !== statusAfter) {
    await recordAudit(tx, {
      ...base,
      action: 'user.activation',
      before: { status: statusBefore },
      after: { status: statusAfter },
    });
  }
  const othersChanged = JSON.stringify(restBefore) !== JSON.stringify(restAfter);
  if (
    othersChanged ||
    passwordChanged ||
    (roleBefore === roleAfter && statusBefore === statusAfter)
  ) {
    await recordAudit(tx, {
      ...base,
      action: 'user.update',
      before: restBefore,
      after: passwordChanged ? { ...restAfter, passwordChanged: true } : restAfter,
    });
  }
}
