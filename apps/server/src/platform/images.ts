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
  const kind = sniffImage(data);
  if (!kind || !allowed.includes(kind)) throw new AppError('INVALID_IMAGE');
  // Loaded with the first upload, not at start (~0.1 s, issue 14).
  const { default: sharp } = await import('sharp');
  try {
    const { data: out, info } = await sharp(data, {
      limitInputPixels: PIXEL_LIMIT,
      failOn: 'error',
    })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.height };
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
