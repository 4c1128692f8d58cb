import { MAX_IMAGES } from '@cc/shared/activities/activities.schemas';
import { AppError, fieldError } from '@cc/shared/errors/app-error';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readParts } from '../../platform/multipart';
import { fieldCodesOf } from '../../platform/validation-fields';

/** Name of the multipart file field holding activity photos. */
export const IMAGES_FIELD = 'images';

/** The fields and new photos of an activity write, however they were sent. */
export interface ActivityBody<T> {
  fields: T;
  images: Buffer[];
}

/**
 * Reads the body of POST/PATCH /api/activities: JSON (no photos) or multipart/form-data
 * (text fields plus files in `images`), validated with the same shared schema either way.
 * 415 when the body is neither; a file under another field name, a repeated text field or
 * more than MAX_IMAGES files are validation failures, a malformed multipart body is
 * MALFORMED_REQUEST (readParts).
 */
export async function readActivityBody<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<ActivityBody<z.infer<S>>> {
  if (request.isMultipart()) {
    const { raw, images } = await readMultipart(request);
    return { fields: parseFields(schema, withoutEmptyDistances(raw)), images };
  }
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  return {
    fields: parseFields(schema, withoutEmptyDistances(body as Record<string, unknown>)),
    images: [],
  };
}

async function readMultipart(request: FastifyRequest) {
  const raw: Record<string, unknown> = {};
  const images: Buffer[] = [];
  const tooManyImages = () => fieldError(IMAGES_FIELD, 'TOO_MANY_IMAGES');
  for await (const part of readParts(request, { files: MAX_IMAGES }, tooManyImages)) {
    if (part.type === 'file') {
      if (part.name !== IMAGES_FIELD) throw fieldError(part.name, 'UNKNOWN_FIELD');
      images.push(part.data);
      continue;
    }
    if (Object.hasOwn(raw, part.name)) throw fieldError(part.name, 'INVALID');
    if (part.isTruncated) throw fieldError(part.name, 'TOO_LONG');
    raw[part.name] = part.value;
  }
  return { raw, images };
}

/**
 * Form clients send an empty km or miles field when the user typed the other unit; an
 * empty (or null) distance counts as not given, so it is derived instead of read as 0.
 */
function withoutEmptyDistances(raw: Record<string, unknown>) {
  const out = { ...raw };
  for (const name of ['distanceKm', 'distanceMile']) {
    if (out[name] === '' || out[name] === null) delete out[name];
  }
  return out;
}

/** Validates with a shared schema, failing with the API's field codes (`{ field: [CODE] }`). */
export function parseFields<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw new AppError('VALIDATION_FAILED', fieldCodesOf(result.error.issues));
}
