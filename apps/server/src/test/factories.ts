import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { openSession } from '../modules/auth';
import { newId } from '../platform/ids';
import { hashPassword } from '../platform/passwords';

/** Password of every user a factory builds. */
export const DEFAULT_PASSWORD = 'secret1';

let defaultHash: Promise<string> | undefined;
let sequence = 0;

type UserRow = typeof users.$inferSelect;

/**
 * Inserts a verified, active participant (override anything, e.g. `{ role: 'admin' }`,
 * `{ verifiedAt: null }`, `{ status: false }`). The password is DEFAULT_PASSWORD unless
 * `password` is given.
 */
export async function buildUser(db: Db, overrides: Partial<UserRow> & { password?: string } = {}) {
  const { password, ...fields } = overrides;
  sequence += 1;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const firstName = fields.firstName ?? `Test${sequence}`;
  const lastName = fields.lastName ?? 'User';
  const [row] = await db
    .insert(users)
    .values({
      id: newId(),
      email: `user${sequence}-${newId().slice(-8)}@example.com`,
      passwordHash: password ? await hashPassword(password) : await defaultHash,
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      country: 'DE',
      userType: 'Staff',
      verifiedAt: new Date(),
      firstTimeLogin: false,
      ...fields,
    })
    .returning();
  return row!;
}

/** An administrator. */
export function buildAdmin(db: Db, overrides: Partial<UserRow> = {}) {
  return buildUser(db, { role: 'admin', ...overrides });
}

/** A bearer token of a new session for `userId`, without going through login. */
export async function tokenFor(db: Db, userId: string): Promise<string> {
  return (await openSession(db, userId, true)).token;
}

/** `{ authorization }` header for a user. */
export async function authHeader(db: Db, userId: string) {
  return { authorization: `Bearer ${await tokenFor(db, userId)}` };
}

/** Reloads a user row (to assert the stored state). */
export async function reloadUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
