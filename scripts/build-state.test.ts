import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleReason } from './build-state.mjs';

const inputs = ['src', 'index.html'];
const outputs = ['dist/index.html', 'dist/main.js'];

/** Writes `file` below `root` with the given modification time (seconds since 1970). */
function write(root: string, file: string, seconds: number) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, file);
  fs.utimesSync(full, seconds, seconds);
}

describe('whether npm start must build first', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-state-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build', () => {
    write(root, 'src/a/b.ts', 100);
    expect(staleReason(root, inputs, outputs)).toBe('dist/index.html is missing');
  });

  it('starts at once when every output is newer than every input', () => {
    write(root, 'src/a/b.ts', 100);
    write(root, 'index.html', 100);
    write(root, 'dist/index.html', 200);
    write(root, 'dist/main.js', 200);
    expect(staleReason(root, inputs, outputs)).toBeNull();
  });

  it('builds again when a file deep in a source folder changed after the oldest output', () => {
    write(root, 'src/a/b.ts', 100);
    write(root, 'dist/index.html', 200);
    write(root, 'dist/main.js', 300);
    write(root, 'src/a/deeper/c.ts', 250);
    expect(staleReason(root, inputs, outputs)).toBe('src changed since the build');
  });
});
