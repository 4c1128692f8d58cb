import fs from 'node:fs';
import { AppError } from '@cc/shared/errors/app-error';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type Storage, UPLOADS_PREFIX, uploadContentType } from './storage';

/** A query value as one string; a repeated or absent parameter is none. */
function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Serves the uploads under /uploads/ at their signed addresses only (decision 062): an
 * address an answer handed out, until it runs out. Anything else, the bare key, a wrong or
 * run-out signature, is 404 NOT_FOUND before the store is asked, the same answer as for a
 * key that is not there, so an address tells nothing about the file. A served file may be
 * kept by the browser alone (`private`), as long as its address works. From the folder with
 * the static plugin when the store is on this machine, else streamed from the object store
 * (decision 050).
 */
export async function registerUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  await app.register(async (uploads) => {
    uploads.addHook('onRequest', async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      const { exp, sig } = request.query as Record<string, unknown>;
      const seconds = storage.secondsLeft(key, single(exp), single(sig));
      if (seconds <= 0) throw new AppError('NOT_FOUND');
      reply.header('cache-control', `private, max-age=${seconds}`);
    });
    // A refusal or a missing file is not kept anywhere.
    uploads.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
      return payload;
    });

    if (storage.folder) {
      fs.mkdirSync(storage.folder, { recursive: true });
      await uploads.register(fastifyStatic, {
        root: storage.folder,
        prefix: UPLOADS_PREFIX,
        decorateReply: false,
        index: false,
        cacheControl: false,
      });
      return;
    }
    uploads.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = key ? await storage.read(key) : null;
      if (!file) throw new AppError('NOT_FOUND');
      return reply.header('content-type', uploadContentType(key)).send(file);
    });
  });
}
