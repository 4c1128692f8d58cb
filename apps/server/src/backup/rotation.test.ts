import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { archiveName, resolveTarget, rotateArchives } from './rotation';

let folder: string;
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('rotating the archives of a folder (--keep N)', () => {
  it('deletes the oldest archives beyond N and leaves every other file alone', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-rotation-'));
    const names = [0, 1, 2, 3].map((day) => archiveName(new Date(Date.UTC(2026, 10, 1 + day, 3))));
    for (const name of [...names, 'notes.txt', 'instance.tar.gz', `${names[0]}.partial`]) {
      fs.writeFileSync(path.join(folder, name), '');
    }
    expect(await rotateArchives(folder, 2)).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(folder).sort()).toEqual(
      [...names.slice(2), 'notes.txt', 'instance.tar.gz', `${names[0]}.partial`].sort(),
    );
  });

  it('names archives by the time, so that their names sort as they were written', async () => {
    expect(archiveName(new Date('2026-11-29T23:15:00.123Z'))).toBe(
      'backup-20261129T231500123Z.tar.gz',
    );
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-rotation-'));
    const now = new Date('2026-11-29T23:15:00.123Z');
    expect(await resolveTarget(`${folder}/`, now)).toEqual({
      file: path.join(folder, 'backup-20261129T231500123Z.tar.gz'),
      folder,
    });
    expect(await resolveTarget(path.join(folder, 'x.tar.gz'), now)).toEqual({
      file: path.join(folder, 'x.tar.gz'),
    });
  });

  it('refuses to keep fewer than one archive', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-rotation-'));
    await expect(rotateArchives(folder, 0)).rejects.toThrow(/at least 1/);
  });
});
