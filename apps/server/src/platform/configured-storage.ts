import type { ObjectStoreConfig } from '../config/config';
import { createLocalStorage, type Storage, type UploadAddresses } from './storage';

/**
 * The configured store: an S3-compatible object store when `s3` is set, else the local
 * folder `uploadsDir`; either gives the signed `addresses` (decision 062). The S3 client
 * loads only when it is used. Apart from storage.ts, which the S3 store imports for the
 * interface, so that choosing a store makes no import cycle.
 */
export async function createStorage(
  s3: ObjectStoreConfig | undefined,
  uploadsDir: string,
  addresses: UploadAddresses,
): Promise<Storage> {
  if (!s3) return createLocalStorage(uploadsDir, addresses);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(s3, addresses);
}
