import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * The addresses of stored files (decision 062): signed and short-lived, so that a photo
 * or avatar reaches only those an answer handed its address to, for an hour or two.
 * upload-addresses.ts signs them; both stores give the same ones.
 */
export interface UploadAddresses {
  /** The address of a stored key, `/uploads/<key>?exp=<unix seconds>&sig=<signature>`. */
  url(key: string): string;
  /**
   * The seconds for which `exp` and `sig` still open `key`: 0 when they are not the
   * signature `url` gave for that key, or it has run out.
   */
  secondsLeft(key: string, exp: string | undefined, sig: string | undefined): number;
}

/**
 * Where uploaded files live (decision 050). Keys are random and never reused; a stored
 * file is served under /uploads/ at its signed address (decision 062), whichever store
 * holds it. The local folder is the default; an S3-compatible object store (s3-storage.ts)
 * implements the same calls for several API processes on several machines;
 * configured-storage.ts picks one.
 */
export interface Storage extends UploadAddresses {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** The stored file as a stream, or null when there is none. */
  read(key: string): Promise<Readable | null>;
  /** Every stored key, in no particular order (the backup copies them all, decision 092). */
  keys(): AsyncIterable<string>;
  /** The folder the files are in, when they are on this machine (the static plugin serves it). */
  readonly folder?: string;
}

/** URL prefix under which uploads are served. */
export const UPLOADS_PREFIX = '/uploads/';

/** The type a stored file is served with, by its extension (uploads are re-encoded WebP). */
export function uploadContentType(key: string): string {
  const types: Record<string, string> = {
    '.webp': 'image/webp',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
  };
  return types[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Files in a folder on disk (DATA_DIR/uploads), written atomically through a temp file, at
 * the signed `addresses`.
 */
export function createLocalStorage(root: string, addresses: UploadAddresses): Storage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad storage key ${key}`);
    return file;
  };
  return {
    folder: root,
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.tmp-${process.pid}`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async read(key) {
      const file = resolve(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async *keys() {
      yield* localKeys(root, '');
    },
    url: addresses.url,
    secondsLeft: addresses.secondsLeft,
  };
}

/** The files under `folder/prefix`, as keys relative to `folder`; half-written temp files skipped. */
async function* localKeys(folder: string, prefix: string): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(path.join(folder, prefix), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* localKeys(folder, key);
    else if (entry.isFile() && !/\.tmp-\d+$/.test(entry.name)) yield key;
  }
}
