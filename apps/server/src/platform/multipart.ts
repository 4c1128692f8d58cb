import { AppError } from '@cc/shared/errors/app-error';
import type { FastifyRequest } from 'fastify';
import { fromFrameworkError } from './client-errors';

/** One part of a multipart/form-data body: a text field, or a file read into memory. */
export type UploadPart =
  | { type: 'field'; name: string; value: unknown; isTruncated: boolean }
  | { type: 'file'; name: string; data: Buffer };

/** Per-request limits on top of the ones registered with @fastify/multipart. */
export interface UploadLimits {
  fileSize?: number;
  files?: number;
}

/**
 * The parts of a multipart/form-data request, in order, each file read whole. Whatever the
 * parser reports leaves as an AppError, so a malformed upload is a 4xx on every route
 * (issue 9, case 3): a reached limit is 413 PAYLOAD_TOO_LARGE (or `tooManyFiles()` for the
 * files limit, where a route has a clearer code); anything else the parser throws (a
 * truncated body, a missing boundary, bytes that are not multipart, a bad JSON field) is
 * MALFORMED_REQUEST, since busboy's own errors carry no code to tell them apart.
 */
export async function* readParts(
  request: FastifyRequest,
  limits: UploadLimits,
  tooManyFiles?: () => AppError,
): AsyncGenerator<UploadPart> {
  const read = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = (err as { code?: unknown }).code;
      if (code === 'FST_FILES_LIMIT' && tooManyFiles) throw tooManyFiles();
      throw fromFrameworkError(err as object) ?? new AppError('MALFORMED_REQUEST');
    }
  };
  const parts = request.parts({ limits });
  try {
    for (;;) {
      const next = await read(() => parts.next());
      if (next.done) return;
      const part = next.value;
      if (part.type === 'file') {
        yield { type: 'file', name: part.fieldname, data: await read(() => part.toBuffer()) };
      } else {
        yield {
          type: 'field',
          name: part.fieldname,
          value: part.value,
          isTruncated: part.valueTruncated,
        };
      }
    }
  } finally {
    // A caller that stops early (it has what it needs, or refused a part) ends the parser's
    // iteration too.
    await parts.return?.(undefined);
  }
}
