/**
 * A backup or restore that stops for a reason the operator can act on (a non-empty target,
 * a newer archive, a damaged part): the command prints only this message and exits with 1.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
