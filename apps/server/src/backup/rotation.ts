import fs from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error';

const ARCHIVE_NAME = /^backup-\d{8}T\d{9}Z\.tar\.gz$/;

/** The name of an archive written at `now`: `backup-20261129T231500123Z.tar.gz`, sorting by time. */
export function archiveName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `backup-${stamp}.tar.gz`;
}

/**
 * The file `--to` names: a folder (one that exists, or a path ending in `/`) gets an archive
 * named by the time, so that scheduled backups line up in it; anything else is the file.
 */
export async function resolveTarget(
  to: string,
  now: Date,
): Promise<{ file: string; folder?: string }> {
  const isFolder =
    to.endsWith('/') ||
    to.endsWith(path.sep) ||
    (await fs.stat(to).catch(() => undefined))?.isDirectory();
  if (!isFolder) {
    await fs.mkdir(path.dirname(path.resolve(to)), { recursive: true });
    return { file: path.resolve(to) };
  }
  const folder = path.resolve(to);
  await fs.mkdir(folder, { recursive: true });
  return { file: path.join(folder, archiveName(now)), folder };
}

/**
 * Keeps the newest `keep` archives this command named in `folder` and deletes the older
 * ones; other files in the folder are never touched. Answers the names it deleted.
 */
export async function rotateArchives(folder: string, keep: number): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1)
    throw new BackupError('--keep needs a whole number of at least 1');
  const archives = (await fs.readdir(folder)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await fs.rm(path.join(folder, name), { force: true });
  return old;
}
