import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../apps/server/src/db/schema';
import {
  privacyNotices,
  privacySectionIds,
} from '../apps/web/src/features/privacy/content/privacy-notice';

const doc = fs.readFileSync(fileURLToPath(new URL('./PRIVACY.md', import.meta.url)), 'utf8');

/** The rows of the data map: the first table of PRIVACY.md, one row per database table. */
function dataMap(): { table: string; section: string }[] {
  const start = doc.indexOf('## Data map');
  const end = doc.indexOf('Outside the database');
  return doc
    .slice(start, end)
    .split('\n')
    .map((line) => /^\| `([a-z_]+)` \|[^|]+\| ([a-z]+) \|/.exec(line))
    .filter((match) => match !== null)
    .map(([, table = '', section = '']) => ({ table, section }));
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
