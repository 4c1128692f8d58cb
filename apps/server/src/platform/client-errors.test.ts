import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { errorCodes, errorStatus } from '@cc/shared/errors/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * One error shape for every answer (issue 9, case 5), including the ones the framework,
 * the static file plugin and Node's HTTP parser give before any handler of ours runs. No
 * answer echoes the request's URL or headers.
 */

let t: TestApp;
let webDist: string;
let port: number;

/** A header value sent with every request; no answer may contain it. */
const SENTINEL = 'Sentinel7a3f';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  t = await createTestApp({ WEB_DIST: webDist });
  fs.mkdirSync(path.join(t.dataDir, 'uploads', 'avatars'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'uploads', 'avatars', 'a.webp'), 'not really webp');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Asserts the error contract: JSON `{ errors: { msg } }` with a listed code, nothing echoed. */
function expectErrorShape(answer: Answer, status: number, msg: string, echoes: string[] = []) {
  expect({ status: answer.status, type: answer.headers['content-type'] }).toEqual({
    status,
    type: expect.stringMatching(/^application\/json/),
  });
  const body = JSON.parse(answer.body) as { errors: { msg: string; fields?: unknown } };
  expect(body).toEqual({ errors: { msg } });
  expect(errorCodes).toContain(body.errors.msg);
  expect(errorStatus[msg as keyof typeof errorStatus]).toBe(status);
  for (const echo of [SENTINEL, ...echoes]) expect(answer.body).not.toContain(echo);
}

/**
 * Sends raw bytes over TCP and reads the answer: up to its Content-Length, or until the
 * server closes the connection.
 */
function sendRaw(request: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer: ${JSON.stringify(data.toString())}`));
    }, 5000);
    const finish = () => {
      clearTimeout(deadline);
      socket.destroy();
      const text = data.toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    const isComplete = () => {
      const end = data.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(data.subarray(0, end).toString());
      return end >= 0 && length !== null && data.length >= end + 4 + Number(length[1]);
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      if (isComplete()) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => {});
    socket.write(request);
  });
}

describe('answers of the HTTP parser (raw TCP)', () => {
  const rawCases: Array<[string, string | Buffer, number, string]> = [
    [
      'headers larger than the limit',
      `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${SENTINEL}${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
    [
      'a URL longer than the header limit',
      `GET /api/${SENTINEL}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
    ['an unknown method', `FOO${SENTINEL} / HTTP/1.1\r\nHost: a\r\n\r\n`, 400, 'MALFORMED_REQUEST'],
    ['a request line that is no HTTP', `${SENTINEL}\r\n\r\n`, 400, 'MALFORMED_REQUEST'],
    [
      'a header name with a space',
      `GET / HTTP/1.1\r\nHost: a\r\nBad ${SENTINEL}: x\r\n\r\n`,
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a Content-Length that is no number',
      'POST /api/users/auth/login HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n',
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'both Content-Length and chunked Transfer-Encoding',
      'POST /api/users/auth/login HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a chunk size that is no number',
      'POST /api/users/auth/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'binary garbage',
      Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00]),
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'an HTTP/1.1 request without Host',
      `GET /api/health HTTP/1.1\r\nX-Echo: ${SENTINEL}\r\n\r\n`,
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'a CONNECT request',
      'CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\r\n',
      404,
      'NOT_FOUND',
    ],
  ];

  it.each(rawCases)('answers %s with the error shape', async (_name, request, status, msg) => {
    const answer = await sendRaw(request);
    expectErrorShape(answer, status, msg, ['aaaaaaaaaa']);
  });

  it('closes the connection after a parser error', async () => {
    const answer = await sendRaw(`GET / HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n`);
    expect(answer.headers.connection).toBe('close');
  });

  it('serves a request whose Expect it does not know instead of an empty 417', async () => {
    const answer = await sendRaw(
      'GET /api/health HTTP/1.1\r\nHost: a\r\nExpect: something\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
  });
});

describe('answers of the framework and the static files', () => {
  const long = 'a'.repeat(500);
  const injectCases: Array<{
    name: string;
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
    status: number;
    msg: string;
  }> = [
    {
      name: 'bad URL encoding in an API path',
      url: '/api/users/%E0%A4%A',
      status: 400,
      msg: 'MALFORMED_REQUEST',
    },
    {
      name: 'bad URL encoding in an upload path',
      url: '/uploads/%E0%A4%A',
      status: 400,
      msg: 'MALFORMED_REQUEST',
    },
    {
      name: 'bad URL encoding in a web app path',
      url: '/%E0%A4%A',
      status: 400,
      msg: 'MALFORMED_REQUEST',
    },
    {
      // Longer than a path parameter may be; the web app's catch-all route takes it.
      name: 'an over-long id in the path',
      url: `/api/events/${long}`,
      status: 404,
      msg: 'NOT_FOUND',
    },
    // The static file plugin refuses names the file system cannot hold, and NUL bytes.
    { name: 'an over-long web app path', url: `/${long}`, status: 403, msg: 'FORBIDDEN' },
    {
      name: 'an unknown API route with markup',
      url: '/api/nope/%3Cscript%3Ex%3C%2Fscript%3E',
      status: 404,
      msg: 'NOT_FOUND',
    },
    { name: 'an unknown API route with a NUL', url: '/api/%00', status: 403, msg: 'FORBIDDEN' },
    {
      name: 'an upload path climbing out',
      url: '/uploads/..%2f..%2fetc%2fpasswd',
      status: 404,
      msg: 'NOT_FOUND',
    },
    // Unsigned, so refused before the static plugin sees the name (decision 062).
    {
      name: 'an upload path with a NUL',
      url: '/uploads/avatars/a.webp%00.png',
      status: 404,
      msg: 'NOT_FOUND',
    },
    {
      name: 'an unsupported method',
      method: 'PROPFIND',
      url: '/api/events',
      status: 404,
      msg: 'NOT_FOUND',
    },
    {
      name: 'OPTIONS on an API route',
      method: 'OPTIONS',
      url: '/api/events',
      status: 404,
      msg: 'NOT_FOUND',
    },
    { name: 'OPTIONS on the web app', method: 'OPTIONS', url: '/', status: 404, msg: 'NOT_FOUND' },
    {
      name: 'a body larger than the limit',
      method: 'POST',
      url: '/api/users/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(300 * 1024) }),
      status: 413,
      msg: 'PAYLOAD_TOO_LARGE',
    },
    {
      name: 'an unsupported media type',
      method: 'POST',
      url: '/api/users/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
      status: 415,
      msg: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'invalid JSON',
      method: 'POST',
      url: '/api/users/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      status: 400,
      msg: 'MALFORMED_REQUEST',
    },
    {
      name: 'an empty JSON body',
      method: 'POST',
      url: '/api/users/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
      status: 400,
      msg: 'MALFORMED_REQUEST',
    },
  ];

  it.each(injectCases)('answers $name with the error shape', async (c) => {
    const res = await t.app.inject({
      method: (c.method ?? 'GET') as 'GET',
      url: c.url,
      headers: { 'x-echo': SENTINEL, ...c.headers },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
    const answer = {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
      body: res.body,
    };
    expectErrorShape(answer, c.status, c.msg, ['%E0', 'script', long.slice(0, 50), 'passwd']);
  });

  it('answers HEAD on an unknown path with the status and type of the error, and no body', async () => {
    // Over a real connection: inject() does not apply HTTP's no-body rule for HEAD.
    const res = await fetch(`http://127.0.0.1:${port}/api/nope`, { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).toBe('');
  });

  it('answers a range beyond an upload with its status in the error shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: t.app.deps.storage.url('avatars/a.webp'),
      headers: { range: 'bytes=9999-' },
    });
    expect(res.statusCode).toBe(416);
    expect(errorCodes).toContain(res.json().errors.msg);
  });
});
