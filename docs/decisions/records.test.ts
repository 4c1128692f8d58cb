import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('./', import.meta.url));
const records = fs.readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = fs.readFileSync(`${dir}README.md`, 'utf8');

describe('the decision records', () => {
  it.each(records)('%s carries a status and a date, and the index lists it', (file) => {
    const text = fs.readFileSync(`${dir}${file}`, 'utf8');
    expect(text).toMatch(
      /^Status: (Accepted, \d{4}-\d{2}-\d{2}|Superseded by \d{3} \(accepted \d{4}-\d{2}-\d{2}\))/m,
    );
    expect(index).toContain(`(${file})`);
  });

  it('names as superseder only a record that exists and says so', () => {
    for (const file of records) {
      const by = /^Status: Superseded by (\d{3})/m.exec(fs.readFileSync(`${dir}${file}`, 'utf8'));
      if (!by) continue;
      const successor = records.find((r) => r.startsWith(`${by[1]}-`));
      expect(successor, file).toBeDefined();
      const text = fs.readFileSync(`${dir}${successor}`, 'utf8');
      expect(text, successor).toContain(`supersedes ${file.slice(0, 3)}`);
    }
  });
});
