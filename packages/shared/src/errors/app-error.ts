import { type ErrorCode, errorStatus } from './error-codes';

/**
 * The one error the server throws on purpose; the server's one error handler turns it into
 * the API's body. It lives here, beside the codes, so that every server layer down to db/
 * can throw and recognise it.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, fields?: Record<string, string[]>) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.fields = fields;
  }
}

/** A validation failure on one field, as the forms would report it. */
export function fieldError(field: string, code: string): AppError {
  return new AppError('VALIDATION_FAILED', { [field]: [code] });
}
