import { randomBytes } from 'node:crypto';
import { type ErrorCode, errorStatus } from '@cc/shared/errors/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildParticipant } from '../test/factories';
import { jpegPhoto, sendMultipart } from '../test/requests';
import { activityFiles } from '../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../test/test-app';

/**
 * Malformed multipart bodies on the three upload routes (issue 9, case 3): each is a 4xx in
 * the error contract, never a 500, and leaves no stored file behind.
 */

let t: TestApp;
let photo: Buffer;
/** The three upload routes, each called as a user allowed to use it. */
let uploads: Array<{
  name: string;
  url: string;
  method: 'POST' | 'PATCH';
  headers: object;
  /** The route's file field. */
  file: string;
}>;

beforeAll(async () => {
  t = await createTestApp();
  photo = await jpegPhoto();
  const { user, event } = await buildParticipant(t.db, dayFromToday(t));
  const created = await sendMultipart(t, user.id, 'POST', '/api/activities', {
    eventId: event.id,
    date: dayFromToday(t),
    distanceKm: 5,
  });
  expect(created.statusCode).toBe(201);
  const headers = await authHeader(t.db, user.id);
  uploads = [
    {
      name: 'POST /api/activities',
      url: '/api/activities',
      method: 'POST',
      headers,
      file: 'images',
    },
    {
      name: 'PATCH /api/activities/:id',
      url: `/api/activities/${created.json()._id}`,
      method: 'PATCH',
      headers,
      file: 'images',
    },
    {
      name: 'POST /api/profile/avatar',
      url: '/api/profile/avatar',
      method: 'POST',
      headers,
      file: 'avatar',
    },
  ];
});
afterAll(() => t.close());

const BOUNDARY = '----ccMalformed7d1f';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The opening of a part: boundary line and headers. */
const partHead = (headers: string[]) => `--${BOUNDARY}\r\n${headers.join('\r\n')}\r\n\r\n`;
const filePart = (field: string, filename = 'photo.jpg') =>
  partHead([
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"`,
    'Content-Type: image/jpeg',
  ]);
const textPart = (field: string, value: string) =>
  `${partHead([`Content-Disposition: form-data; name="${field}"`])}${value}\r\n`;
const closing = `--${BOUNDARY}--\r\n`;

interface Case {
  name: string;
  body: (file: string) => Buffer;
  contentType?: string;
  status: number;
  msg: ErrorCode;
}

const cases: Case[] = [
  {
    name: 'a body cut off in the middle of a file',
    body: (file) => Buffer.concat([Buffer.from(filePart(file)), photo.subarray(0, 100)]),
    status: 400,
    msg: 'MALFORMED_REQUEST',
  },
  {
    name: 'a Content-Type without a boundary',
    body: () => Buffer.from(textPart('notice', 'hi') + closing),
    contentType: 'multipart/form-data',
    status: 400,
    msg: 'MALFORMED_REQUEST',
  },
  {
    name: 'garbage bytes',
    body: () => randomBytes(2048),
    status: 400,
    msg: 'MALFORMED_REQUEST',
  },
  {
    name: 'a boundary that never closes',
    body: () => Buffer.from(textPart('notice', 'hi')),
    status: 400,
    msg: 'MALFORMED_REQUEST',
  },
  {
    name: 'a field declared as JSON that is not JSON',
    body: () =>
      Buffer.from(
        `${partHead(['Content-Disposition: form-data; name="notice"', 'Content-Type: application/json'])}{oops\r\n${closing}`,
      ),
    status: 400,
    msg: 'MALFORMED_REQUEST',
  },
  {
    name: 'a field named after an Object.prototype property',
    body: () => Buffer.from(textPart('constructor', 'x') + closing),
    status: 400,
    msg: 'MALFORMED_REQUEST',
  },
  {
    name: 'a file part without a filename',
    body: () =>
      Buffer.concat([
        Buffer.from(partHead(['Content-Disposition: form-data; name="avatar"'])),
        photo,
        Buffer.from(`\r\n--${BOUNDARY}\r\n`),
        Buffer.from(
          partHead(['Content-Disposition: form-data; name="images"']).slice(BOUNDARY.length + 4),
        ),
        photo,
        Buffer.from(`\r\n${closing}`),
      ]),
    status: 400,
    msg: 'VALIDATION_FAILED',
  },
  {
    name: 'more parts than allowed',
    body: () =>
      Buffer.from(Array.from({ length: 40 }, (_, i) => textPart(`f${i}`, 'x')).join('') + closing),
    status: 413,
    msg: 'PAYLOAD_TOO_LARGE',
  },
  {
    name: 'a file larger than allowed',
    body: (file) =>
      Buffer.concat([
        Buffer.from(filePart(file)),
        Buffer.alloc(10 * 1024 * 1024 + 1),
        Buffer.from(`\r\n${closing}`),
      ]),
    status: 413,
    msg: 'PAYLOAD_TOO_LARGE',
  },
];

describe('malformed multipart uploads', () => {
  for (const c of cases) {
    it(`answers ${c.status} ${c.msg} to ${c.name} on every upload route`, async () => {
      const before = activityFiles(t);
      const answers = [];
      for (const route of uploads) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          payload: c.body(route.file),
          headers: { ...route.headers, 'content-type': c.contentType ?? CONTENT_TYPE },
        });
        answers.push({ route: route.name, status: res.statusCode, msg: res.json().errors?.msg });
      }
      expect(answers).toEqual(
        uploads.map((r) => ({ route: r.name, status: c.status, msg: c.msg })),
      );
      expect(errorStatus[c.msg]).toBe(c.status);
      expect(activityFiles(t)).toEqual(before);
    });
  }

  it('answers a text field where the avatar file is expected with avatar REQUIRED', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: Buffer.from(textPart('avatar', 'not a file') + closing),
      headers: { ...uploads[2]!.headers, 'content-type': CONTENT_TYPE },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { avatar: ['REQUIRED'] } },
    });
  });
});

describe('parts the parser skips', () => {
  /** Long enough for the parser to need several pushes, short of any size limit. */
  const SKIPPED_BYTES = 100_000;
  /** Far beyond an in-process answer; only a request that hangs gets near it. */
  const NO_ANSWER_MS = 5_000;

  it('answers a large part without Content-Disposition at once on every upload route', async () => {
    const body = Buffer.concat([
      Buffer.from(partHead(['Content-Type: image/png'])),
      Buffer.alloc(SKIPPED_BYTES, 0x41),
      Buffer.from(`\r\n${closing}`),
    ]);
    for (const route of uploads) {
      let timer: NodeJS.Timeout | undefined;
      const answer = await Promise.race([
        t.app.inject({
          method: route.method,
          url: route.url,
          payload: body,
          headers: { ...route.headers, 'content-type': CONTENT_TYPE },
        }),
        new Promise<'no answer'>((resolve) => {
          timer = setTimeout(() => resolve('no answer'), NO_ANSWER_MS);
        }),
      ]);
      clearTimeout(timer);
      expect(answer, route.name).not.toBe('no answer');
      if (answer === 'no answer') continue;
      expect(answer.statusCode, route.name).toBeLessThan(500);
    }
  });
});
