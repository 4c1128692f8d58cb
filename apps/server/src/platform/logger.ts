import pino, { type DestinationStream, type Logger } from 'pino';

/** Paths never written to logs in full: credentials and tokens. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'password',
  'token',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
];

/** The process logger: JSON lines, with credentials and tokens redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
