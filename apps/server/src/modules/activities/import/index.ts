import { createHash } from 'node:crypto';
import { AppError } from '@cc/shared/errors/app-error';
import { isFit, readFit } from './fit';
import { readGpx } from './gpx';
import { type ImportedActivity, type ParsedTrack, summarise } from './summary';
import { readTcx } from './tcx';
import { readXml } from './xml';

export type { ImportedActivity, ImportSport } from './summary';

/** Largest activity file accepted (issue 31): ample for a day-long GPX track. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** SHA-256 of the original file, kept instead of the file to recognise a second import. */
export function fileDigest(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Reads a GPX, TCX or FIT file into the activity form's values. The format is decided by the
 * content, not the name (exports are often renamed); `fileName` is kept for the route's logs
 * and messages. Throws AppError with an IMPORT_* code for every file it will not read.
 */
export async function parseActivityFile(
  bytes: Buffer,
  _fileName: string,
  timeZone: string,
): Promise<ImportedActivity> {
  if (bytes.length > IMPORT_MAX_BYTES) throw new AppError('IMPORT_TOO_LARGE');
  return summarise(await readTrack(bytes), timeZone);
}

async function readTrack(bytes: Buffer): Promise<ParsedTrack> {
  if (isFit(bytes)) return readFit(bytes);
  // A UTF-8 byte-order mark is common in Windows exports.
  const xml = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!xml.trimStart().startsWith('<')) throw new AppError('IMPORT_UNREADABLE');
  const { root, doc } = readXml(xml);
  if (root === 'gpx') return readGpx(doc);
  if (root === 'TrainingCenterDatabase') return readTcx(doc);
  throw new AppError('IMPORT_UNREADABLE');
}
