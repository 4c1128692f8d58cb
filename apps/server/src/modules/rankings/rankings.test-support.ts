import { foldSearchText } from '@cc/shared/users/search';
import type { Db } from '../../db/client';
import { friendships, type users } from '../../db/schema';
import { newId } from '../../platform/ids';
import { buildUser } from '../../test/factories';

/**
 * A participant whose names are searchable: the stored search text is folded from the
 * names and the address as the services store it (buildUser leaves it empty).
 */
export function buildNamedUser(
  db: Db,
  names: { firstName: string; lastName: string; displayName?: string },
  overrides: Partial<typeof users.$inferSelect> = {},
) {
  const displayName = names.displayName ?? `${names.firstName} ${names.lastName}`;
  const email = `named-${newId().slice(-12)}@example.com`;
  return buildUser(db, {
    ...names,
    displayName,
    email,
    searchText: foldSearchText(names.firstName, names.lastName, displayName, email),
    ...overrides,
  });
}

/** Stores a friendship between two users (accepted unless told otherwise). */
export async function befriend(
  db: Db,
  senderId: string,
  receiverId: string,
  status: 'accepted' | 'pending' = 'accepted',
) {
  await db.insert(friendships).values({
    id: newId(),
    senderId,
    receiverId,
    status,
    acceptedAt: status === 'accepted' ? new Date() : null,
  });
}
