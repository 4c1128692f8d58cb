import { changePasswordBodySchema } from '@cc/shared/auth/auth.schemas';
import { messageSchema } from '@cc/shared/common/paging';
import { AppError, fieldError } from '@cc/shared/errors/app-error';
import {
  AVATAR_MAX_BYTES,
  profileSchema,
  updateProfileBodySchema,
} from '@cc/shared/profile/profile.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/context';
import { readParts } from '../../platform/multipart';
import * as service from './profile.service';

/** Name of the multipart file field of an avatar upload. */
const AVATAR_FIELD = 'avatar';

/**
 * Reads the first file of a multipart upload into memory, at most `maxBytes`
 * (413 PAYLOAD_TOO_LARGE beyond). 415 when the request is not multipart; no file, or a
 * first file under another field name, is `field` REQUIRED; a malformed body is
 * MALFORMED_REQUEST (readParts).
 */
async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  for await (const part of readParts(request, { fileSize: maxBytes, files: 1 })) {
    if (part.type !== 'file') continue;
    if (part.name !== field) break;
    return part.data;
  }
  throw fieldError(field, 'REQUIRED');
}

/**
 * The signed-in user's own profile (participant spec §7 Profile), and self-removal
 * (DELETE /users/), which the spec lists with the profile calls.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get(
    '/api/profile',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'My profile', response: { 200: profileSchema } },
    },
    (request) => service.getOwnProfile(contextOf(request)),
  );

  app.patch(
    '/api/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Save my profile (ends the first login)',
        body: updateProfileBodySchema,
        response: { 200: profileSchema },
      },
    },
    (request) => service.updateOwnProfile(contextOf(request), request.body),
  );

  app.post(
    '/api/profile/changePassword',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Change my password; my other sessions end',
        body: changePasswordBodySchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.changeOwnPassword(contextOf(request), request.body),
  );

  app.post(
    '/api/profile/avatar',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Upload my avatar: multipart field `avatar`, PNG or JPEG up to 5 MB',
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, AVATAR_FIELD, AVATAR_MAX_BYTES);
      return service.setOwnAvatar(contextOf(request), upload);
    },
  );

  app.delete(
    '/api/profile/avatar',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Remove my avatar', response: { 200: profileSchema } },
    },
    (request) => service.clearOwnAvatar(contextOf(request)),
  );

  app.delete(
    '/api/users/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove my account and everything in it',
        response: { 204: z.undefined().describe('Account removed') },
      },
    },
    async (request, reply) => {
      await service.deleteOwnAccount(contextOf(request));
      return reply.status(204).send();
    },
  );
};
