import { type AuditEntry, auditActions, auditObjectTypes } from '@cc/shared/audit/audit.schemas';
import type { TFunction } from 'i18next';
import { getCountryName } from '../../lib/countries';
import type { UiLanguage } from '../../lib/i18n';
import { paths } from '../../lib/routes';

/** The platform time zone until the settings have loaded (rule 8). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * When an entry happened, as the admin tables write it (DD/MM/YYYY HH:mm), on the platform's
 * clock: every administrator reads the same time for one entry, wherever they sit.
 */
export function formatAt(at: string, timeZone: string): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return '';
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** The admin page of an entry's object, when there is one and the object still exists. */
export function objectPath(entry: AuditEntry): string | null {
  if (!entry.objectId || entry.action.endsWith('.delete')) return null;
  switch (entry.objectType) {
    case 'user':
      return paths.userDetail(entry.objectId);
    // A correction of a participant's groups names the participant.
    case 'group':
      return entry.action === 'group.update' ? paths.userDetail(entry.objectId) : null;
    // An event's fundraising names the event.
    case 'event':
    case 'fundraising':
      return paths.eventDetail(entry.objectId);
    default:
      return null;
  }
}

/** One field a write changed: its value before and after (undefined: not part of that side). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** Whether the entry has a before side (an update or deletion), so the old value shows. */
  hasBefore: boolean;
  /** Whether the entry has an after side (a creation or update), so the new value shows. */
  hasAfter: boolean;
}

/**
 * The fields of an entry's before and after, in the order the server wrote them. A creation
 * or deletion (one side only) leaves out its empty fields: nothing changed there.
 */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  const changes = fields.map((field) => ({
    field,
    before: entry.before?.[field],
    after: entry.after?.[field],
    hasBefore: entry.before !== null,
    hasAfter: entry.after !== null,
  }));
  if (entry.before !== null && entry.after !== null) return changes;
  return changes.filter((change) => !isEmpty(change.hasAfter ? change.after : change.before));
}

function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** Longer values (a message's text) are cut here: the Excel download has them whole. */
const MAX_VALUE_LENGTH = 120;

function cut(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** How a field's value is read: the UI language's texts and the platform's clock. */
export interface ValueReader {
  t: TFunction;
  timeZone: string;
  lang: UiLanguage;
}

/** Whether `value` is one of `list`. */
function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * Fields whose codes have words elsewhere: a country's name, and the action and object type
 * a download of the trail itself was filtered by.
 */
function namedCode(reader: ValueReader, field: string, code: string): string | null {
  if (field === 'country' && /^[A-Z]{2}$/.test(code)) {
    return getCountryName(code, reader.lang) || null;
  }
  if (field === 'action' && isOneOf(auditActions, code)) return reader.t(`actions.${code}`);
  if (field === 'objectType' && isOneOf(auditObjectTypes, code)) {
    return reader.t(`objectTypes.${code}`);
  }
  return null;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A field's value in words: a code the catalog knows in the UI language (`values.role.admin`),
 * yes/no, a dash for nothing, days and instants as the admin tables write them (instants on
 * the platform's clock), lists joined, an object's fields named, anything else as written.
 */
export function formatValue(reader: ValueReader, field: string, value: unknown): string {
  const { t } = reader;
  if (isEmpty(value)) return t('changes.empty');
  if (typeof value === 'boolean') {
    return t(`values.${field}.${value}`, { defaultValue: t(value ? 'changes.yes' : 'changes.no') });
  }
  if (Array.isArray(value)) {
    return cut(value.map((item) => formatValue(reader, field, item)).join(', '));
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value).map(
      ([key, inner]) => `${fieldLabel(reader.t, key)}: ${formatValue(reader, key, inner)}`,
    );
    return cut(parts.join(', '));
  }
  const text = String(value);
  const named = namedCode(reader, field, text);
  if (named) return named;
  if (INSTANT.test(text)) return formatAt(text, reader.timeZone) || text;
  const day = DAY.exec(text);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  if (/^[A-Za-z][\w-]*$/.test(text)) {
    return t(`values.${field}.${text}`, { defaultValue: text });
  }
  return cut(text);
}

/** A field's name in the UI language, or as the server wrote it when the catalog has none. */
export function fieldLabel(t: TFunction, field: string): string {
  return /^\w+$/.test(field) ? t(`fields.${field}`, { defaultValue: field }) : field;
}
