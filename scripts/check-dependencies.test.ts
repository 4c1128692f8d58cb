import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

// The rules of .dependency-cruiser.cjs tried on small worlds of files written to a temporary
// folder laid out like this repository: each forbidden import is refused by the rule that
// names it, whatever relative spelling reaches the file, and the allowed ones pass.
const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

let folder: string | undefined;
afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Writes `files` (path -> source) into a fresh folder and returns the violated rules. */
async function violations(files: Record<string, string>): Promise<IViolation[]> {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-deps-'));
  for (const top of ['apps', 'packages']) fs.mkdirSync(path.join(folder, top));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.join(folder, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), source);
  }
  const result = await cruise(['apps', 'packages'], {
    ...config.options,
    baseDir: folder,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    outputType: 'json',
  });
  return JSON.parse(result.output as string).summary.violations;
}

const rulesOf = (found: IViolation[]) => [...new Set(found.map((v) => v.rule.name))].sort();

const module = (name: string) => ({
  [`apps/server/src/modules/${name}/index.ts`]: `export { run } from './${name}.service';\n`,
  [`apps/server/src/modules/${name}/${name}.service.ts`]: `import { read } from './${name}.repository';\nexport const run = () => read();\n`,
  [`apps/server/src/modules/${name}/${name}.repository.ts`]: 'export const read = () => 1;\n',
});

describe('the dependency rules', () => {
  it('let a module call another through its index', async () => {
    const found = await violations({
      ...module('events'),
      ...module('feed'),
      'apps/server/src/modules/feed/feed.service.ts': `import { run } from '../events';\nexport const go = () => run();\n`,
    });
    expect(rulesOf(found)).toEqual([]);
  });

  it.each([
    `'../events/events.repository'`,
    `'../../modules/events/events.repository'`,
    `'../../../src/modules/events/./events.repository'`,
  ])("refuse a module importing another module's repository as %s", async (spelling) => {
    const found = await violations({
      ...module('events'),
      ...module('feed'),
      'apps/server/src/modules/feed/feed.service.ts': `import { read } from ${spelling};\nexport const go = () => read();\n`,
    });
    expect(rulesOf(found)).toEqual([
      'server-module-through-its-index',
      'server-repository-from-its-services',
    ]);
  });

  it("refuse the list of modules importing a module's file instead of its index", async () => {
    const found = await violations({
      ...module('events'),
      'apps/server/src/modules/index.ts': `import { run } from './events/events.service';\nexport const all = [run];\n`,
    });
    expect(rulesOf(found)).toEqual(['server-module-from-outside-through-its-index']);
  });

  it('refuse a route file reading its own repository', async () => {
    const found = await violations({
      ...module('events'),
      'apps/server/src/modules/events/events.routes.ts': `import { read } from './events.repository';\nexport const r = read;\n`,
    });
    expect(rulesOf(found)).toEqual(['server-routes-call-services']);
  });

  it('refuse db/ importing platform/', async () => {
    const found = await violations({
      'apps/server/src/platform/errors.ts': 'export class AppError extends Error {}\n',
      'apps/server/src/db/jobs.ts': `import { AppError } from '../platform/errors';\nexport const e = AppError;\n`,
    });
    expect(rulesOf(found)).toEqual(['server-db-below-platform']);
  });

  it('refuse a new import that closes a cycle between two modules', async () => {
    const found = await violations({
      ...module('events'),
      ...module('feed'),
      'apps/server/src/modules/feed/feed.service.ts': `import { run } from '../events';\nexport const go = () => run();\n`,
      'apps/server/src/modules/events/events.service.ts': `import { go } from '../feed';\nexport const run = () => go();\n`,
    });
    expect(rulesOf(found)).toContain('no-cycle');
  });

  it('refuse a cycle between module folders even when no file cycle exists', async () => {
    // a/a.two.ts -> b -> a/index.ts -> a/a.one.ts: no file comes back to itself, but the
    // modules a and b need each other.
    const found = await violations({
      'apps/server/src/modules/a/index.ts': `export { x } from './a.one';\n`,
      'apps/server/src/modules/a/a.one.ts': 'export const x = 1;\n',
      'apps/server/src/modules/a/a.two.ts': `import { y } from '../b';\nexport const z = y;\n`,
      'apps/server/src/modules/b/index.ts': `import { x } from '../a';\nexport const y = x;\n`,
    });
    expect(rulesOf(found)).toEqual(['no-module-cycle']);
  });

  it.each([
    `'../../rankings/api/get-ranking'`,
    `'../../../features/rankings/api/get-ranking'`,
    `'../../../../src/features/rankings/api/get-ranking'`,
  ])('refuse a web feature importing another feature as %s', async (spelling) => {
    const found = await violations({
      'apps/web/src/features/rankings/api/get-ranking.ts': 'export const getRanking = 1;\n',
      'apps/web/src/features/feed/pages/feed-page.tsx': `import { getRanking } from ${spelling};\nexport const p = getRanking;\n`,
    });
    expect(rulesOf(found)).toEqual(['web-feature-imports-no-other-feature']);
  });

  it('refuse lib/ importing a feature', async () => {
    const found = await violations({
      'apps/web/src/features/feed/api/get-feed.ts': 'export const getFeed = 1;\n',
      'apps/web/src/lib/format.ts': `import { getFeed } from '../features/feed/api/get-feed';\nexport const f = getFeed;\n`,
    });
    expect(rulesOf(found)).toEqual(['web-lib-knows-no-domain-above']);
  });

  it('refuse lib/ importing the service worker', async () => {
    const found = await violations({
      'apps/web/src/sw/api-cache.ts': 'export const isUserCache = 1;\n',
      'apps/web/src/lib/pwa/user-caches.ts': `import { isUserCache } from '../../sw/api-cache';\nexport const c = isUserCache;\n`,
    });
    expect(rulesOf(found)).toEqual(['web-lib-knows-no-domain-above']);
  });

  it('refuse packages/shared importing the server', async () => {
    const found = await violations({
      'apps/server/src/config/config.ts': 'export const config = 1;\n',
      'packages/shared/src/users/users.schemas.ts': `import { config } from '../../../../apps/server/src/config/config';\nexport const c = config;\n`,
    });
    expect(rulesOf(found)).toEqual(['shared-imports-no-app']);
  });

  it('refuse a type-only import that closes a file cycle', async () => {
    const found = await violations({
      'apps/server/src/platform/storage.ts': `import type { S3 } from './s3-storage';\nexport type Storage = S3 | 1;\n`,
      'apps/server/src/platform/s3-storage.ts': `import type { Storage } from './storage';\nexport type S3 = { s: Storage };\n`,
    });
    expect(rulesOf(found)).toEqual(['no-cycle']);
  });
});
