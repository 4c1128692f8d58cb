import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 22 item 11: the fuzz command says how it is used and why it cannot start.
const root = path.resolve(import.meta.dirname, '..');

function fuzz(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/fuzz.ts'), ...args],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run fuzz', () => {
  it('prints its usage for --help and exits 0', () => {
    const run = fuzz(['--help']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^usage: npm run fuzz -- \[--runs N\]/);
    expect(run.stdout).toContain('--db pglite|postgres');
    expect(run.status).toBe(0);
  });

  it('refuses an unknown option with one line and its usage, exit 2', () => {
    const run = fuzz(['--rusn', '5']);
    expect(run.stderr.trim().split('\n')).toEqual([
      "fuzz: unknown option '--rusn'",
      expect.stringMatching(/^usage: npm run fuzz/),
    ]);
    expect(run.status).toBe(2);
  });

  it('says in one line that the test database cannot be reached, exit 2', () => {
    const run = fuzz(['--db', 'postgres', '--runs', '1', '--quiet'], {
      TEST_DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/test',
    });
    expect(run.stderr.trim().split('\n')).toEqual([
      'fuzz: cannot reach the test database postgres://127.0.0.1:1/test (connect ECONNREFUSED 127.0.0.1:1); start PostgreSQL or set TEST_DATABASE_URL',
    ]);
    expect(run.stderr).not.toContain('secret');
    expect(run.status).toBe(2);
  });
});
