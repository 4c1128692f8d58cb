import net from 'node:net';
import type { Answer } from './oracle';

/** A request written byte by byte to a socket, for what `inject()` cannot send. */
export interface RawCase {
  name: string;
  /** The request as latin1 text (each character one byte). */
  bytes: string;
  /** Texts of the request that must not come back in the answer. */
  probes: string[];
}

const host = 'Host: 127.0.0.1\r\n';

/**
 * Requests Node's HTTP parser or the router meet before any route: bad percent-encoding,
 * over-long URLs and headers, broken header lines, framing conflicts, odd methods and
 * versions, bytes outside ASCII. Each must still get an answer in the error contract.
 */
export function rawCases(paths: { realUser: string }): RawCase[] {
  const longPath = `/api/users/${'a'.repeat(20_000)}`;
  return [
    {
      name: 'bad percent-encoding in the path',
      bytes: `GET /api/users/%E0%A4%A HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: ['%E0%A4%A'],
    },
    {
      name: 'bad percent-encoding in the query',
      bytes: `GET /api/events/all?page=%zz&x=%E0%A4%A HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: ['%E0%A4%A'],
    },
    {
      name: 'unknown route with odd characters',
      bytes: `GET /api/%3Cscript%3Ealert(1)%3C/script%3E HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: ['<script>', '%3Cscript'],
    },
    {
      name: 'over-long path parameter (414)',
      bytes: `GET /api/users/${'b'.repeat(500)} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: ['bbbbbbbbbbbb'],
    },
    {
      name: 'URL longer than the header limit (431)',
      bytes: `GET ${longPath} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: ['aaaaaaaaaaaa'],
    },
    {
      name: 'header larger than the limit (431)',
      bytes: `GET /api/health HTTP/1.1\r\n${host}X-Big: ${'c'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      probes: ['cccccccccccc'],
    },
    {
      name: 'header line without a colon',
      bytes: `GET /api/health HTTP/1.1\r\n${host}NoColonHere\r\nConnection: close\r\n\r\n`,
      probes: ['NoColonHere'],
    },
    {
      name: 'control character in a header value',
      bytes: `GET /api/health HTTP/1.1\r\n${host}X-Odd: a\u0001b\r\nConnection: close\r\n\r\n`,
      probes: [],
    },
    {
      name: 'space in a header name',
      bytes: `GET /api/health HTTP/1.1\r\n${host}Bad Name: x\r\nConnection: close\r\n\r\n`,
      probes: ['Bad Name'],
    },
    { name: 'garbage request line', bytes: 'GARBAGE\r\n\r\n', probes: ['GARBAGE'] },
    {
      name: 'unknown method',
      bytes: `FUZZ /api/health HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: ['FUZZ'],
    },
    {
      name: 'unsupported HTTP version',
      bytes: `GET /api/health HTTP/9.9\r\n${host}Connection: close\r\n\r\n`,
      probes: [],
    },
    {
      name: 'missing Host header',
      bytes: 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n',
      probes: [],
    },
    {
      name: 'two Host headers',
      bytes: `GET /api/health HTTP/1.1\r\n${host}${host}Connection: close\r\n\r\n`,
      probes: [],
    },
    {
      name: 'space inside the path',
      bytes: `GET /api/a b HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: [],
    },
    {
      name: 'bytes above 0x7f in the path',
      bytes: `GET /api/users/\u00ff\u00fe HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: [],
    },
    {
      name: 'NUL byte in the path',
      bytes: `GET /api/users/%00 HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: [],
    },
    {
      name: 'absolute-form URL',
      bytes: `GET http://evil.test/api/health HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: ['evil.test'],
    },
    {
      name: 'asterisk-form URL',
      bytes: `OPTIONS * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: [],
    },
    {
      name: 'dot segments',
      bytes: `GET /api/../../etc/passwd HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      probes: ['etc/passwd'],
    },
    {
      name: 'Content-Length and Transfer-Encoding together',
      bytes: `POST /api/users/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
      probes: [],
    },
    {
      name: 'two different Content-Length headers',
      bytes: `POST /api/users/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}`,
      probes: [],
    },
    {
      name: 'broken chunked body',
      bytes: `POST /api/users/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      probes: [],
    },
    {
      name: 'negative Content-Length',
      bytes: `POST /api/users/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
      probes: [],
    },
    {
      name: 'malformed JSON body',
      bytes: `POST /api/users/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 1\r\nConnection: close\r\n\r\n{`,
      probes: [],
    },
    {
      name: 'gzip Content-Encoding on plain JSON',
      bytes: `POST /api/users/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      probes: [],
    },
    {
      name: 'multipart without a boundary',
      bytes: `POST /api/profile/avatar HTTP/1.1\r\n${host}Content-Type: multipart/form-data\r\nContent-Length: 4\r\nConnection: close\r\n\r\nabcd`,
      probes: [],
    },
    {
      name: 'bare LF line endings',
      bytes: `GET /api/health HTTP/1.1\n${host.replace('\r\n', '\n')}Connection: close\n\n`,
      probes: [],
    },
    {
      name: 'a real user with a malformed bearer header',
      bytes: `GET /api/users/${paths.realUser} HTTP/1.1\r\n${host}Authorization: Bearer \u00ff\u00fe\r\nConnection: close\r\n\r\n`,
      probes: [],
    },
    {
      name: 'very many headers',
      bytes: `GET /api/health HTTP/1.1\r\n${host}${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v\r\n`).join('')}Connection: close\r\n\r\n`,
      probes: [],
    },
  ];
}

function decodeChunked(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size <= 0) break;
    out.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** Parses one HTTP/1.1 answer; status undefined when the server closed without one. */
export function parseRawAnswer(data: Buffer): Answer & { headers: Record<string, string> } {
  const split = data.indexOf('\r\n\r\n');
  const head = (split < 0 ? data : data.subarray(0, split)).toString('latin1');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  if (!match) return { status: undefined, contentType: undefined, body: '', headers: {} };
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = split < 0 ? Buffer.alloc(0) : data.subarray(split + 4);
  if (headers['transfer-encoding']?.includes('chunked')) body = decodeChunked(body);
  else if (headers['content-length']) body = body.subarray(0, Number(headers['content-length']));
  return {
    status: Number(match[1]),
    contentType: headers['content-type'],
    body: body.toString('utf8'),
    headers,
  };
}

/** Writes a raw request and reads until the server closes (or 3 s pass). */
export function sendRaw(port: number, bytes: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks));
    };
    const timer = setTimeout(finish, 3_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(Buffer.from(bytes, 'latin1'));
  });
}
