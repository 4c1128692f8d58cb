import { AppError } from '@cc/shared/errors/app-error';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Identifies an image by its first bytes, never by its name or declared type. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Largest decoded image we accept, against decompression bombs. */
const PIXEL_LIMIT = 40_000_000;

/**
 * libwebp's effort (0-6, sharp's default 4). Measured on a 4032 x 3024 phone photo: effort 2
 * takes about half the CPU of 4 for files within 2 % of its size, and the photo's encode was
 * most of a participant's CPU in the 9:00 scenario (issue 28).
 */
const WEBP_EFFORT = 2;

/** A re-encoded image with its pixel size. */
export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an upload of an allowed kind and re-encodes it as WebP of at most `size` pixels
 * per side: auto-oriented first (the EXIF orientation is lost with the metadata), then
 * every metadata block (EXIF, GPS, ICC comments) dropped by the re-encode.
 */
export async function reencodeImage(
  data: Buffer,
  allowed: ImageKind[],
  size: number,
  quality = 82,
): Promise<Buffer> {
  return (await reencodeImageSized(data, allowed, size, quality)).data;
}

/** reencodeImage, answering the pixel size of the result too. */
export async function reencodeImageSized(
  data: Buffer,
  allowed: ImageKind[],
  size: number,
  quality = 82,
): Promise<EncodedImage> {
  const [image] = await reencodeImageSet(data, allowed, [{ size, quality }]);
  return image!;
}

/** One size of `reencodeImageSet`: at most `size` pixels per side, at `quality`. */
export interface ImageSize {
  size: number;
  quality: number;
}

/**
 * reencodeImageSized for several sizes of one upload, decoding it once: the upload is
 * decoded, auto-oriented and scaled to the first (largest) size as raw pixels, and every size
 * is encoded from those pixels. Decoding a phone's 12-megapixel JPEG is the largest part of
 * the work; decoding it once (not once, then the first WebP twice more) took a third off a
 * photo's CPU (issue 28). The first size of the answer is the first asked for.
 */
export async function reencodeImageSet(
  data: Buffer,
  allowed: ImageKind[],
  sizes: readonly [ImageSize, ...ImageSize[]],
): Promise<EncodedImage[]> {
  const kind = sniffImage(data);
  if (!kind || !allowed.includes(kind)) throw new AppError('INVALID_IMAGE');
  // Loaded with the first upload, not at start (~0.1 s, issue 14).
  const { default: sharp } = await import('sharp');
  const [largest] = sizes;
  try {
    const pixels = await sharp(data, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' })
      .rotate()
      .resize(largest.size, largest.size, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: pixels.info.width,
        height: pixels.info.height,
        channels: pixels.info.channels,
      },
    };
    return await Promise.all(
      sizes.map(async ({ size, quality }) => {
        const { data: out, info } = await sharp(pixels.data, raw)
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true });
        return { data: out, width: info.width, height: info.height };
      }),
    );
  } catch {
    throw new AppError('INVALID_IMAGE');
  }
}

/** The pixel size of an image already re-encoded by reencodeImage (WebP, upright). */
export async function readImageSize(data: Buffer): Promise<{ width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  const { width, height } = await sharp(data, { limitInputPixels: PIXEL_LIMIT }).metadata();
  if (!width || !height) throw new AppError('INVALID_IMAGE');
  return { width, height };
}
