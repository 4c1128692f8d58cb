import { createHash, randomUUID } from 'node:crypto';
import { photoVariantSizes } from '@cc/shared/activities/photo-variants';
import type { FastifyBaseLogger } from 'fastify';
import {
  type EncodedImage,
  reencodeImage,
  reencodeImageSet,
  reencodeImageSized,
} from '../../platform/images';
import type { Storage } from '../../platform/storage';

/** Longest side of a stored activity photo, in pixels. */
export const PHOTO_SIZE = photoVariantSizes.display;
/** Longest side of its thumbnail, in pixels. */
export const THUMB_SIZE = photoVariantSizes.thumb;
/** Longest side of the feed's middle width, in pixels (decision 085). */
export const MEDIUM_SIZE = photoVariantSizes.medium;

/** The display image's WebP quality (reencodeImage's default). */
const DISPLAY_QUALITY = 82;
/** The smaller widths are small on screen and cropped: a lower quality costs nothing visible. */
const VARIANT_QUALITY = 75;

/** Storage keys of one stored photo, and the pixel size of its display image. */
export interface StoredPhoto {
  key: string;
  thumbKey: string;
  /** Null on a photo stored before the middle width existed, until the backfill made it. */
  mediumKey: string | null;
  width: number | null;
  height: number | null;
}

/** The key of the middle width beside the display image `key` (`activities/<uuid>-1200.webp`). */
export function mediumKeyOf(key: string): string {
  return key.replace(/(\.webp)?$/, `-${MEDIUM_SIZE}.webp`);
}

/** The middle width of a display image (WebP only: it was re-encoded before). */
export function encodeMediumPhoto(display: Buffer): Promise<Buffer> {
  return reencodeImage(display, ['webp'], MEDIUM_SIZE, VARIANT_QUALITY);
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
export async function encodePhotoImage(upload: Buffer): Promise<Buffer> {
  return (await encodeDisplayImage(upload)).data;
}

function encodeDisplayImage(upload: Buffer): Promise<EncodedImage> {
  return reencodeImageSized(upload, ['jpeg', 'png', 'webp'], PHOTO_SIZE);
}

/**
 * Re-encodes one upload (JPEG, PNG or WebP by its bytes; INVALID_IMAGE otherwise) into the
 * display image, its middle width and its thumbnail: auto-oriented, WebP, no metadata. The
 * upload is decoded once and the three are encoded from its pixels (reencodeImageSet).
 */
export async function encodeActivityPhoto(upload: Buffer) {
  const [display, medium, thumb] = await reencodeImageSet(
    upload,
    ['jpeg', 'png', 'webp'],
    [
      { size: PHOTO_SIZE, quality: DISPLAY_QUALITY },
      { size: MEDIUM_SIZE, quality: VARIANT_QUALITY },
      { size: THUMB_SIZE, quality: VARIANT_QUALITY },
    ],
  );
  return {
    display: display!.data,
    thumb: thumb!.data,
    medium: medium!.data,
    width: display!.width,
    height: display!.height,
  };
}

/**
 * Encodes every upload first (so one bad photo refuses the request before anything is
 * written), then stores each under fresh random keys `activities/<uuid>.webp`,
 * `activities/<uuid>-thumb.webp` and `activities/<uuid>-1200.webp`. If a write fails, the
 * files already written are deleted.
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
      const key = `activities/${id}.webp`;
      const entry = {
        key,
        thumbKey: `activities/${id}-thumb.webp`,
        mediumKey: mediumKeyOf(key),
        width: photo.width,
        height: photo.height,
      };
      await storage.put(entry.key, photo.display);
      stored.push(entry);
      await storage.put(entry.thumbKey, photo.thumb);
      await storage.put(entry.mediumKey, photo.medium);
    }
  } catch (err) {
    await deletePhotoFiles(storage, log, stored);
    throw err;
  }
  return stored;
}

/** Every file of stored photos: display image, thumbnail and, when made, the middle width. */
export function photoFileKeys(
  photos: Array<Pick<StoredPhoto, 'key' | 'thumbKey' | 'mediumKey'>>,
): string[] {
  return photos.flatMap((p) =>
    p.mediumKey ? [p.key, p.thumbKey, p.mediumKey] : [p.key, p.thumbKey],
  );
}

/** Deletes the files of stored photos; a failure is logged, never thrown. */
export async function deletePhotoFiles(
  storage: Storage,
  log: FastifyBaseLogger,
  photos: Array<Pick<StoredPhoto, 'key' | 'thumbKey' | 'mediumKey'>>,
) {
  for (const key of photoFileKeys(photos)) {
    await storage.delete(key).catch((err) => log.warn({ err, key }, 'file not deleted'));
  }
}
