import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, fieldError } from '@cc/shared/errors/app-error';
import { type ErrorCode, errorStatus } from '@cc/shared/errors/error-codes';
import type { FastifyInstance } from 'fastify';

/**
 * Errors that Fastify, its plugins and the multipart parser raise about a request they
 * cannot take, by their code. Their own messages name the URL or the limit, so none of it
 * reaches the answer: only our code does.
 */
const codeByFrameworkCode: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_INVALID_URL: 'MALFORMED_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_JSON_FIELD_ERROR: 'MALFORMED_REQUEST',
  FST_PROTO_VIOLATION: 'MALFORMED_REQUEST',
  FST_MP_PREMATURE_CLOSE: 'MALFORMED_REQUEST',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
};

/**
 * The code for a status a framework part chose without a code of its own (a JSON syntax
 * error is a 400, a static file's bad path a 400 or 403). A bare 400 always means the
 * request could not be read: validation failures carry their fields and are ours.
 */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'MALFORMED_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Our answer to an error the framework raised about the request (see the tables above), or
 * undefined when the error is not one of those: then it is ours or a bug.
 */
export function fromFrameworkError(err: { code?: unknown; statusCode?: unknown }) {
  const byCode = typeof err.code === 'string' ? codeByFrameworkCode[err.code] : undefined;
  const byStatus = typeof err.statusCode === 'number' ? codeByStatus[err.statusCode] : undefined;
  const code = byCode ?? byStatus;
  return code ? new AppError(code) : undefined;
}

/**
 * Parses JSON bodies with Fastify's own parser (prototype poisoning refused) and refuses
 * every top-level value but an object: the API's bodies are all objects, so `null`, an
 * array or a scalar is a 400 `_ INVALID` on every route, before any schema runs and
 * whatever its refinements assume (issue 9, case 4).
 */
export function registerJsonObjectParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (err, value) => {
      if (err) return done(err);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return done(fieldError('_', 'INVALID'));
      }
      done(null, value);
    });
  });
}

/**
 * Writes a complete error answer straight to a connection that has no request object (the
 * HTTP parser failed, or a CONNECT arrived): the usual JSON body, and the connection closes.
 */
function writeRawError(socket: Socket, code: ErrorCode) {
  const status = errorStatus[code];
  const body = JSON.stringify({ errors: { msg: code } });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** The code for an error Node's HTTP parser reports (llhttp's HPE_* codes, timeouts). */
function parserErrorCode(err: { code?: string }): ErrorCode {
  if (err.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'MALFORMED_REQUEST';
}

/**
 * Fastify's `clientErrorHandler`: answers what Node's HTTP parser refused (oversized or
 * malformed headers, a bad request line or Content-Length, a broken chunk, a timeout) in
 * the error shape instead of Fastify's `{ error, message }`, then closes the connection.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket) {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // Node's own rule: no second answer once one has begun on this connection (`_httpMessage`
  // is the response in flight, if any).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) writeRawError(socket, parserErrorCode(err));
  socket.destroy();
}

/**
 * Takes over the answers Node's HTTP server would otherwise write itself, with empty
 * bodies: a request without Host (400; Node's own check is off, see buildApp), an Expect
 * other than 100-continue (417; served as if absent, which RFC 9110 allows), and CONNECT
 * (the connection was dropped; this server proxies nothing, so 404 like any unknown route).
 */
export function registerRawRequestAnswers(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      throw new AppError('MALFORMED_REQUEST');
    }
  });
  app.server.on('checkExpectation', (req, res) => app.server.emit('request', req, res));
  app.server.on('connect', (_req, socket: Socket) => {
    if (socket.writable) writeRawError(socket, 'NOT_FOUND');
    socket.destroy();
  });
}
