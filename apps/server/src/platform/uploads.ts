import fs from 'node:fs';
import { AppError } from '@cc/shared/errors/app-error';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type Storage, UPLOADS_PREFIX, uploadContentType } from './storage';

/**
 * Serves the uploads under /uploads/ with a year's immutable caching (keys are never
 * reused), to anyone with the address, as before (decision 050): from the folder with the
 * static plugin when the store is on this machine, else streamed from the object store.
 */
export async function registerUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  if (storage.folder) {
    fs.mkdirSync(storage.folder, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.folder,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = key ? await storage.read(key) : null;
    if (!file) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', uploadContentType(key))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file);
  });
}
