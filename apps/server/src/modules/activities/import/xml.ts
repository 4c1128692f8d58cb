import { AppError } from '@cc/shared/errors/app-error';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Activity files never need a DTD; a DOCTYPE or ENTITY is how entity-expansion bombs and
 * external-entity reads start, so such a file is refused before any parsing.
 */
const UNSAFE = /<!(DOCTYPE|ENTITY)/i;

/** Elements that repeat in GPX and TCX, always read as lists (one of them is still a list). */
const LISTS = new Set(['trk', 'trkseg', 'trkpt', 'Activity', 'Lap', 'Track', 'Trackpoint']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Namespaced exports (ns3:, gpxtpx:) read like plain ones.
  removeNSPrefix: true,
  // Times stay strings: Date.parse reads them; numbers are converted where they are used.
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => LISTS.has(name),
});

/** The document's root element name and content; refuses unsafe or malformed XML. */
export function readXml(text: string): { root: string; doc: Record<string, unknown> } {
  if (UNSAFE.test(text)) throw new AppError('IMPORT_UNSAFE');
  let parsed: Record<string, unknown>;
  try {
    if (XMLValidator.validate(text) !== true) throw new AppError('IMPORT_UNREADABLE');
    parsed = parser.parse(text) as Record<string, unknown>;
  } catch {
    // The parser also throws plain Errors (e.g. "Maximum nested tags exceeded" on a deeply
    // nested file); every one of them is the file's fault, so a 400, never a 500.
    throw new AppError('IMPORT_UNREADABLE');
  }
  const root = Object.keys(parsed).find((key) => !key.startsWith('?'));
  const doc = root === undefined ? undefined : parsed[root];
  if (root === undefined || typeof doc !== 'object' || doc === null) {
    throw new AppError('IMPORT_UNREADABLE');
  }
  return { root, doc: doc as Record<string, unknown> };
}

/** A child list (the parser makes repeated elements arrays; absent means empty). */
export function list(node: unknown, key: string): Record<string, unknown>[] {
  if (typeof node !== 'object' || node === null) return [];
  const value = (node as Record<string, unknown>)[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter(
    (v): v is Record<string, unknown> => typeof v === 'object' && v !== null,
  );
}

/** A child element's text, or undefined. */
export function text(node: unknown, key: string): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const value = (node as Record<string, unknown>)[key];
  if (typeof value === 'string') return value;
  // An element with attributes keeps its text under #text.
  if (typeof value === 'object' && value !== null && '#text' in value) {
    const inner = (value as Record<string, unknown>)['#text'];
    return typeof inner === 'string' ? inner : undefined;
  }
  return undefined;
}

/** A finite number from text, else undefined. */
export function num(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
