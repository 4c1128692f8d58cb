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

  it('names as narrowing or partly superseding only a record that exists and says so', () => {
    const links = [
      { status: 'narrowed by', back: 'narrows' },
      { status: 'partly superseded by', back: 'partly supersedes' },
    ];
    for (const file of records) {
      const text = fs.readFileSync(`${dir}${file}`, 'utf8');
      const row = index.split('\n').find((line) => line.includes(`(${file})`)) ?? '';
      for (const { status, back } of links) {
        const found = new RegExp(`^Status: .*${status} (\\d{3})`, 'm').exec(text);
        if (!found) continue;
        const successor = records.find((r) => r.startsWith(`${found[1]}-`));
        expect(successor, file).toBeDefined();
        const successorText = fs.readFileSync(`${dir}${successor}`, 'utf8');
        expect(successorText, successor).toMatch(
          new RegExp(`^Status: .*${back} ${file.slice(0, 3)}`, 'm'),
        );
        expect(row, file).toContain(`${status} ${found[1]}`);
      }
    }
  });

  it("dates a superseded record by its own acceptance, not its successor's", () => {
    for (const file of records) {
      const text = fs.readFileSync(`${dir}${file}`, 'utf8');
      const own = /^Status: Superseded by \d{3} \(accepted (\d{4}-\d{2}-\d{2})\)/m.exec(text);
      if (!own) continue;
      const row = index.split('\n').find((line) => line.includes(`(${file})`));
      expect(row, file).toContain(`| ${own[1]} |`);
    }
  });
});
