import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are random and never reused, so a stored file is served
 * with immutable caching. The local folder is the default; an object store implements the
 * same three calls for scale-out.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** Public URL path of a stored key. */
  url(key: string): string;
}

/** URL prefix under which local uploads are served. */
export const UPLOADS_PREFIX = '/uploads/';

/** Files in a folder on disk (DATA_DIR/uploads), written atomically through a temp file. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad storage key ${key}`);
    return file;
  };
  return {
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
    url: (key) => `${UPLOADS_PREFIX}${key}`,
  };
}
