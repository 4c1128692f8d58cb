import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { authHeader } from './factories';
import type { TestApp } from './test-app';

/** Calls a route as `userId` (a new session of theirs) with a JSON body (or none). */
export async function callAs(
  t: TestApp,
  userId: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(await authHeader(t.db, userId)), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** A file part of a multipart body. */
export interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body of text fields and files (field `images` by default). */
export function multipartBody(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----cc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images'}"; filename="${f.filename ?? 'photo.jpg'}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Calls a route as `userId` with a multipart body. */
export async function sendMultipart(
  t: TestApp,
  userId: string,
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string | number>,
  files: FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...(await authHeader(t.db, userId)), ...body.headers, ...headers },
  });
}

/** A small JPEG photo of one colour. */
export function jpegPhoto(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}
