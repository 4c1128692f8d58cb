import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { retentionEnv } from '../apps/server/src/config/retention';
import * as schema from '../apps/server/src/db/schema';
import { retentionCategories } from '../apps/server/src/modules/retention';
import {
  privacyNotices,
  privacySectionIds,
} from '../apps/web/src/features/privacy/content/privacy-notice';

const doc = fs.readFileSync(fileURLToPath(new URL('./PRIVACY.md', import.meta.url)), 'utf8');

/** The rows of the data map: the table under "Data map" in PRIVACY.md, one per database table. */
function dataMap(): { table: string; section: string; kept: string }[] {
  const start = doc.indexOf('## Data map');
  const end = doc.indexOf('Outside the database');
  return doc
    .slice(start, end)
    .split('\n')
    .map((line) => /^\| `([a-z_]+)` \|[^|]+\| ([a-z]+) \|([^|]*)\|/.exec(line))
    .filter((match) => match !== null)
    .map(([, table = '', section = '', kept = '']) => ({ table, section, kept: kept.trim() }));
}

const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describe('the privacy notice (docs/PRIVACY.md and the app page)', () => {
  it('maps every table of the schema, and no table that is gone', () => {
    expect(tables.length).toBeGreaterThan(0);
    expect(
      dataMap()
        .map((row) => row.table)
        .sort(),
    ).toEqual(tables);
  });

  it("explains each table in one of the notice's sections", () => {
    for (const { table, section } of dataMap()) {
      expect(privacySectionIds, table).toContain(section);
    }
  });

  it('says how long each table is kept', () => {
    for (const { table, kept } of dataMap()) expect(kept, table).not.toBe('');
  });

  it("names the retention job's setting and its default for each table the job deletes from", () => {
    expect(retentionCategories.length).toBeGreaterThan(0);
    for (const { table, setting } of retentionCategories) {
      const row = dataMap().find((r) => r.table === table);
      expect(row, table).toBeDefined();
      const fallback = retentionEnv[setting].parse(undefined);
      expect(row!.kept, table).toContain(`\`${setting}\`, default ${fallback}`);
    }
  });

  it('documents every retention setting for the operator', () => {
    const deploy = fs.readFileSync(fileURLToPath(new URL('./DEPLOY.md', import.meta.url)), 'utf8');
    const retention = deploy.slice(deploy.indexOf('## Retention'));
    const readme = fs.readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    for (const setting of Object.keys(retentionEnv)) {
      const fallback = retentionEnv[setting as keyof typeof retentionEnv].parse(undefined);
      expect(retention, setting).toMatch(new RegExp(`\`${setting}\` \\| \`${fallback}\``));
      expect(readme, setting).toMatch(new RegExp(`\`${setting}\` +\\| \`${fallback}\``));
    }
  });

  it('describes each section in PRIVACY.md under its id', () => {
    for (const id of privacySectionIds) expect(doc).toContain(`(\`${id}\`)`);
  });

  it('has every section in German and in English, with the same shape', () => {
    for (const language of ['de', 'en'] as const) {
      const notice = privacyNotices[language];
      expect(notice.sections.map((s) => s.id)).toEqual([...privacySectionIds]);
      for (const section of notice.sections) {
        expect(section.title, `${language} ${section.id}`).not.toBe('');
        expect(section.blocks.length, `${language} ${section.id}`).toBeGreaterThan(0);
      }
    }
    const shape = (language: 'de' | 'en') =>
      privacyNotices[language].sections.map((s) =>
        s.blocks.map((b) => (typeof b === 'string' ? 'p' : b.length)),
      );
    expect(shape('de')).toEqual(shape('en'));
  });
});
