import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { users } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureAdminAccount } from './users.startup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Dependencies with ADMIN_EMAIL / ADMIN_PASSWORD set, and a logger that keeps its lines. */
function withAdmin(email: string | undefined, password: string | undefined) {
  const env = email && password ? { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } : {};
  const deps: Deps = { ...t.app.deps, config: loadConfig({ DATA_DIR: t.dataDir, ...env }) };
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { deps, log: pino({ level: 'info' }, sink), lines };
}

const byEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('ensureAdminAccount', () => {
  it('creates the configured administrator, then leaves a changed password alone', async () => {
    const first = withAdmin('Boss@Example.com', 'initial-Pass1');
    await ensureAdminAccount(first.deps, first.log);

    const created = await byEmail('boss@example.com');
    expect(created).toMatchObject({ role: 'admin', status: true, firstTimeLogin: false });
    expect(created?.verifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(created!.passwordHash, 'initial-Pass1')).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email: 'boss@example.com', password: 'initial-Pass1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');

    // The administrator changes their password; a restart must not undo it.
    const changedHash = await hashPassword('changed-Pass2');
    await t.db.update(users).set({ passwordHash: changedHash }).where(eq(users.id, created!.id));
    const second = withAdmin('boss@example.com', 'initial-Pass1');
    await ensureAdminAccount(second.deps, second.log);

    const after = await byEmail('boss@example.com');
    expect(after?.passwordHash).toBe(changedHash);
    expect(await t.db.select().from(users).where(eq(users.email, 'boss@example.com'))).toHaveLength(
      1,
    );
    for (const line of [...first.lines, ...second.lines]) {
      expect(line).not.toContain('initial-Pass1');
    }
    expect(first.lines.join('')).toContain('created');
    expect(second.lines.join('')).toContain('already in place');
  });

  it('makes an existing account a verified, active administrator without touching its password', async () => {
    const existing = await buildUser(t.db, { role: 'user', status: false, verifiedAt: null });
    const run = withAdmin(existing.email, 'other-Pass3');
    await ensureAdminAccount(run.deps, run.log);

    const after = await byEmail(existing.email);
    expect(after).toMatchObject({
      role: 'admin',
      status: true,
      passwordHash: existing.passwordHash,
    });
    expect(after?.verifiedAt).toBeInstanceOf(Date);
    expect(run.lines.join('')).not.toContain('other-Pass3');
  });

  it('does nothing when no administrator is configured', async () => {
    const run = withAdmin(undefined, undefined);
    const before = await t.db.select({ id: users.id }).from(users);
    await ensureAdminAccount(run.deps, run.log);
    expect(await t.db.select({ id: users.id }).from(users)).toEqual(before);
  });
});
