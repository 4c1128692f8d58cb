import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the data folder', () => {
  it('is ./data of the folder npm was run from, though npm starts the server in apps/server', () => {
    const repo = path.resolve('/srv/charity-challenge');
    expect(loadConfig({ INIT_CWD: repo }).dataDir).toBe(path.join(repo, 'data'));
  });

  it('resolves a relative DATA_DIR against that folder and keeps an absolute one', () => {
    const repo = path.resolve('/srv/charity-challenge');
    expect(loadConfig({ INIT_CWD: repo, DATA_DIR: 'store' }).dataDir).toBe(
      path.join(repo, 'store'),
    );
    expect(loadConfig({ INIT_CWD: repo, DATA_DIR: '/var/cc' }).dataDir).toBe(
      path.resolve('/var/cc'),
    );
  });

  it('falls back to the working folder when npm did not start the process', () => {
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
  });
});
