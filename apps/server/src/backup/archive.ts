import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { create, extract } from 'tar';
import { BackupError } from './backup-error';
import { MANIFEST_FILE, type Manifest, manifestSchema } from './manifest';

/** A part's checksum and size, as the manifest records it. */
export interface PartDigest {
  sha256: string;
  bytes: number;
}

/** The SHA-256 (hex) and size of a file, read as a stream. */
export async function digestFile(file: string): Promise<PartDigest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** The files under `folder`, as paths relative to it with `/` separators. */
export async function listFiles(folder: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fs.readdir(path.join(folder, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(folder, name)));
    else found.push(name);
  }
  return found;
}

/**
 * Packs the staged `folder` (manifest first, so a reader meets it at once) into a gzipped
 * tar at `target`, written under a temporary name and renamed when complete: a crash leaves
 * no file that looks like a finished archive.
 */
export async function packArchive(folder: string, target: string): Promise<void> {
  const entries = (await fs.readdir(folder)).filter((name) => name !== MANIFEST_FILE).sort();
  const partial = `${target}.partial`;
  await create({ gzip: true, portable: true, cwd: folder, file: partial }, [
    MANIFEST_FILE,
    ...entries,
  ]);
  await fs.rename(partial, target);
}

/** Unpacks the archive `file` into `folder` (tar refuses paths that leave it). */
export async function unpackArchive(file: string, folder: string): Promise<void> {
  try {
    await fs.access(file);
  } catch {
    throw new BackupError(`No archive at ${file}`);
  }
  try {
    await extract({ file, cwd: folder, strict: true });
  } catch (err) {
    throw new BackupError(`${file} is not a readable backup archive: ${(err as Error).message}`);
  }
}

/** The manifest of an unpacked archive, checked against its schema. */
export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`The archive has no ${MANIFEST_FILE}: it is not a backup of this app`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupError(`The archive's ${MANIFEST_FILE} is not readable`);
  return parsed.data;
}

/**
 * Checks every file of an unpacked archive against the manifest before anything is
 * restored: each part present with its SHA-256 and size, and no file the manifest does not
 * name. A mismatch means the archive was damaged or changed.
 */
export async function verifyParts(folder: string, manifest: Manifest): Promise<void> {
  const present = new Set((await listFiles(folder)).filter((name) => name !== MANIFEST_FILE));
  for (const [name, expected] of Object.entries(manifest.parts)) {
    if (!present.delete(name)) throw new BackupError(`The archive is missing its part ${name}`);
    const actual = await digestFile(path.join(folder, name));
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new BackupError(
        `Checksum mismatch for ${name}: the archive is damaged or was changed (SHA-256 ${actual.sha256}, manifest ${expected.sha256})`,
      );
    }
  }
  const extra = [...present];
  if (extra.length > 0) {
    throw new BackupError(
      `The archive holds files its manifest does not name: ${extra.slice(0, 5).join(', ')}`,
    );
  }
}
