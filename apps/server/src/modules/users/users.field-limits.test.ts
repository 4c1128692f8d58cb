import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { buildAdmin, buildUserBody, type UserRow } from '../../test/factories';
import { callAs } from '../../test/requests';
import { reloadUser } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import { post, registration } from '../auth/auth.test-support';

// Issue 22 item 8, decision 056: one set of limits for names and e-mail everywhere.
let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const longName = 'N'.repeat(100);

/** Registers a participant with 100-character names and a 60-character address. */
async function registerLongNamedUser() {
  const email = `${'l'.repeat(40)}-${newId().slice(-8)}@example.com`;
  const res = await post(
    t,
    'register',
    registration(email, { firstName: longName, lastName: longName }),
  );
  expect(res.statusCode).toBe(201);
  return res.json().user as { _id: string; email: string };
}

describe('administrators and long-named accounts', () => {
  it('lets an administrator change the role and status of a user registered with 100-character names', async () => {
    const user = await registerLongNamedUser();
    // The body the admin form sends: every field as it is, the role and status changed.
    const res = await callAs(t, admin.id, 'PATCH', `/api/users/${user._id}`, {
      firstName: longName,
      lastName: longName,
      email: user.email,
      country: 'DE',
      userType: 'Staff',
      company: null,
      role: 'admin',
      status: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: longName, role: 'admin', status: false });
    expect(await reloadUser(t.db, user._id)).toMatchObject({ role: 'admin', status: false });
  });

  it('creates a user with the names and address registration accepts, and refuses longer ones with TOO_LONG', async () => {
    const email = `${'e'.repeat(240)}@example.com`; // 252 characters
    const ok = await callAs(
      t,
      admin.id,
      'POST',
      '/api/users',
      buildUserBody({ firstName: longName, lastName: longName, email }),
    );
    expect(ok.statusCode).toBe(201);

    const tooLong = await callAs(
      t,
      admin.id,
      'POST',
      '/api/users',
      buildUserBody({ firstName: `${longName}x`, email: `${'e'.repeat(243)}@example.com` }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.fields).toEqual({ firstName: ['TOO_LONG'], email: ['TOO_LONG'] });
  });
});
