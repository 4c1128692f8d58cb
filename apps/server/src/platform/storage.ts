import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (decision 050). Keys are random and never reused, so a stored
 * file is served with immutable caching, at `url(key)` under /uploads/, to anyone with its
 * address, whichever store holds it. The local folder is the default; an S3-compatible object
 * store (s3-storage.ts) implements the same calls for several API processes on several
 * machines; configured-storage.ts picks one.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** Public URL path of a stored key. */
  url(key: string): string;
  /** The stored file as a stream, or null when there is none. */
  read(key: string): Promise<Readable | null>;
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

/** Files in a folder on disk (DATA_DIR/uploads), written atomically through a temp file. */
export function createLocalStorage(root: string): Storage {
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
    url: (key) => `${UPLOADS_PREFIX}${key}`,
  };
}
