import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships, teams, users } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoContent } from './demo.startup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = pino({ level: 'silent' });
const countOf = async (table: typeof users | typeof teams | typeof friendships) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('demo content', () => {
  it('is not created when switched off', async () => {
    await seedDemoContent({ ...t.app.deps, config: { ...t.config, demoContent: false } }, log);
    expect(await countOf(users)).toBe(0);
  });

  it('creates the demo accounts, teams and friendships in an empty database, once', async () => {
    const deps = { ...t.app.deps, config: { ...t.config, demoContent: true } };
    await seedDemoContent(deps, log);
    expect(await countOf(users)).toBe(5);
    expect(await countOf(teams)).toBe(3);
    expect(await countOf(friendships)).toBe(3);
    await seedDemoContent(deps, log);
    expect(await countOf(users)).toBe(5);
  });

  it('leaves a database that already has accounts alone', async () => {
    const other = await createTestApp();
    try {
      await buildUser(other.db);
      await seedDemoContent(
        { ...other.app.deps, config: { ...other.config, demoContent: true } },
        log,
      );
      expect((await other.db.select({ n: count() }).from(users))[0]!.n).toBe(1);
    } finally {
      await other.close();
    }
  });
});
