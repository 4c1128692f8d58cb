import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { reencodeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';

/** Longest side of a stored activity photo, in pixels. */
export const PHOTO_SIZE = 1600;
/** Longest side of its thumbnail, in pixels. */
export const THUMB_SIZE = 400;

/** Storage keys of one stored photo. */
export interface StoredPhoto {
  key: string;
  thumbKey: string;
}

/** What the fair play checks keep of an original upload (decision 071): nothing else of it. */
export interface PhotoFacts {
  /** SHA-256 of the uploaded bytes, hex. */
  sha256: string;
  /** The day the original says it was taken (EXIF DateTimeOriginal), YYYY-MM-DD. */
  capturedOn: string | null;
}

/** EXIF writes dates as `YYYY:MM:DD HH:MM:SS`, in the camera's local time. */
const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})/;

/**
 * The hash and the capture day of each upload, read from the original bytes before they
 * are re-encoded without metadata. The day is the one the camera wrote, without a time
 * zone (as a person reads it off the photo); a photo without one, or whose metadata cannot
 * be read, has none.
 */
export async function photoFactsOf(uploads: Buffer[]): Promise<PhotoFacts[]> {
  if (uploads.length === 0) return [];
  // Loaded with the first photo, not at start, like sharp.
  const { default: exifr } = await import('exifr');
  return Promise.all(
    uploads.map(async (upload) => {
      const sha256 = createHash('sha256').update(upload).digest('hex');
      let capturedOn: string | null = null;
      try {
        const tags = await exifr.parse(upload, {
          pick: ['DateTimeOriginal'],
          reviveValues: false,
        });
        const match = EXIF_DATE.exec(String(tags?.DateTimeOriginal ?? ''));
        if (match) capturedOn = `${match[1]}-${match[2]}-${match[3]}`;
      } catch {
        // No readable metadata: nothing to check against.
      }
      return { sha256, capturedOn };
    }),
  );
}

/**
 * Re-encodes one upload as a photo is shown: JPEG, PNG or WebP by its bytes (INVALID_IMAGE
 * otherwise), auto-oriented, at most PHOTO_SIZE on its longest side, WebP, no metadata. An
 * event's image is stored this way too (decision 075).
 */
export function encodePhotoImage(upload: Buffer): Promise<Buffer> {
  return reencodeImage(upload, ['jpeg', 'png', 'webp'], PHOTO_SIZE);
}

/**
 * Re-encodes one upload (JPEG, PNG or WebP by its bytes; INVALID_IMAGE otherwise) into the
 * display image and its thumbnail: auto-oriented, WebP, no metadata. The thumbnail is made
 * from the display image, which is smaller to decode than the original.
 */
export async function encodeActivityPhoto(upload: Buffer) {
  const display = await encodePhotoImage(upload);
  const thumb = await reencodeImage(display, ['webp'], THUMB_SIZE, 75);
  return { display, thumb };
}

/**
 * Encodes every upload first (so one bad photo refuses the request before anything is
 * written), then stores each under fresh random keys `activities/<uuid>.webp` and
 * `activities/<uuid>-thumb.webp`. If a write fails, the files already written are deleted.
 */
export async function storeActivityPhotos(
  storage: Storage,
  log: FastifyBaseLogger,
  uploads: Buffer[],
): Promise<StoredPhoto[]> {
  const encoded = [];
  for (const upload of uploads) encoded.push(await encodeActivityPhoto(upload));
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of encoded) {
      const id = randomUUID();
      const entry = { key: `activities/${id}.webp`, thumbKey: `activities/${id}-thumb.webp` };
      await storage.put(entry.key, photo.display);
      stored.push(entry);
      await storage.put(entry.thumbKey, photo.thumb);
    }
  } catch (err) {
    await deletePhotoFiles(storage, log, stored);
    throw err;
  }
  return stored;
}

/** Deletes the files of stored photos; a failure is logged, never thrown. */
export async function deletePhotoFiles(
  storage: Storage,
  log: FastifyBaseLogger,
  photos: StoredPhoto[],
) {
  for (const key of photos.flatMap((p) => [p.key, p.thumbKey])) {
    await storage.delete(key).catch((err) => log.warn({ err, key }, 'file not deleted'));
  }
}
