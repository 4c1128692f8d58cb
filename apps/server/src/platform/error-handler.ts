import { AppError } from '@cc/shared/errors/app-error';
import type { ErrorBody } from '@cc/shared/errors/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fromFrameworkError } from './client-errors';
import { type FieldIssue, fieldCodesOf } from './validation-fields';

/** One entry of fastify-type-provider-zod's validation error: a zod issue with its code as `keyword`. */
interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params: unknown;
}

/** A validation entry as the zod issue it was made from (`/a/0/b` is the path a, 0, b). */
function issueOf(entry: ValidationEntry): FieldIssue {
  const path = entry.instancePath.replace(/^\//, '');
  return {
    ...(entry.params as object),
    code: entry.keyword,
    message: entry.message,
    path: path ? path.split('/') : [],
  };
}

/** Node socket codes of a database that cannot be reached or dropped the connection. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres' messages for a connection that failed or went away (its errors carry no
 * code): the server closed the socket, the connect timed out, the pool found no client.
 */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * Whether an error is the database being away rather than the request or the code being
 * wrong (decision 055): connection exceptions (08), operator intervention such as shutdown
 * or start-up (57P0x), insufficient resources such as too many connections (53), a
 * database not accepting connections (55000 only with that message: 55000 in general is
 * "object not in prerequisite state"), a socket failure, or one of pg's connection messages.
 */
function isConnectionFailure(code: string, message: string): boolean {
  if (/^(08|57P0|53)/.test(code) || UNREACHABLE_CODES.has(code)) return true;
  if (code === '55000') return /accepting connections/i.test(message);
  return code === '' && CONNECTION_LOST.test(message);
}

/** PostgreSQL errors that mean bad input or an unreachable database, not a bug. */
function fromDatabaseError(err: { code?: unknown; cause?: unknown }): AppError | undefined {
  // Drizzle wraps the driver's error; the SQLSTATE is on its cause.
  const driver = (err.cause ?? err) as { code?: unknown; message?: unknown };
  const raw = (err.cause as { code?: unknown } | undefined)?.code ?? err.code;
  const code = typeof raw === 'string' ? raw : '';
  if (code === '23505') return new AppError('CONFLICT');
  if (code === '23503') return new AppError('NOT_FOUND');
  if (/^22/.test(code)) return new AppError('VALIDATION_FAILED');
  const message = typeof driver.message === 'string' ? driver.message : '';
  if (isConnectionFailure(code, message)) return new AppError('SERVICE_UNAVAILABLE');
  return undefined;
}

/** Seconds a client should wait before trying a 503 again (a restart takes a few). */
const RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors`: the errors the router raises before a route is found (a URL
 * that does not decode, a path parameter longer than allowed). Their default bodies quote
 * the URL; these carry only the code.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = fromFrameworkError(error);
  if (!known) request.log.error({ err: error }, 'unhandled framework error');
  const answer = known ?? new AppError('INTERNAL');
  return send(reply, answer.statusCode, { errors: { msg: answer.code } });
}

/**
 * The single error handler: every failure leaves as `{ errors: { msg, fields? } }`.
 * Bad input never becomes a 5xx, and a 5xx carries no message, stack or SQL.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.statusCode, {
        errors: error.fields ? { msg: error.code, fields: error.fields } : { msg: error.code },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing that exists.
      if (error.validationContext === 'params')
        return send(reply, 404, { errors: { msg: 'NOT_FOUND' } });
      return send(reply, 400, {
        errors: { msg: 'VALIDATION_FAILED', fields: fieldCodesOf(error.validation.map(issueOf)) },
      });
    }
    const dbError = fromDatabaseError(error);
    if (dbError) {
      const level = dbError.statusCode >= 500 ? 'error' : 'warn';
      request.log[level]({ err: error }, 'database refused the request');
      return send(reply, dbError.statusCode, { errors: { msg: dbError.code } });
    }
    const framework = fromFrameworkError(error);
    if (framework) return send(reply, framework.statusCode, { errors: { msg: framework.code } });
    const status = error.statusCode ?? 500;
    // A client error with a status we have no code for (a static file's 412 or 416).
    if (status < 500) return send(reply, status, { errors: { msg: 'VALIDATION_FAILED' } });
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { errors: { msg: 'INTERNAL' } });
  });

  app.setNotFoundHandler((_request, reply) => send(reply, 404, { errors: { msg: 'NOT_FOUND' } }));
}
