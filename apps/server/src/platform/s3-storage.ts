import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config/config';
import { type Storage, type UploadAddresses, uploadContentType } from './storage';

/**
 * The object's own metadata, for whoever reads the bucket directly: keys are never reused.
 * The API's answers carry their own (decision 062).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Ceph, ...; decision 050) through
 * the official AWS SDK v3 client. Files keep the signed addresses they have on the local
 * folder (`addresses`, decision 062) and the API streams them from the bucket, so the access
 * rules stay as they are and cached feeds keep working offline; a CDN in front of /uploads/
 * may take the traffic only keyed on the whole address, query string included.
 */
export function createS3Storage(config: ObjectStoreConfig, addresses: UploadAddresses): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: uploadContentType(key),
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async delete(key) {
      // Deleting a key that is not there succeeds, as on the local folder.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    url: addresses.url,
    secondsLeft: addresses.secondsLeft,
  };
}
