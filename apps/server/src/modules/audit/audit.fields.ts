/**
 * What of an object the audit trail keeps (decision 095): plain JSON values, never a secret,
 * and on a change only the fields that changed.
 */

/** Field names that hold credentials: password hashes, tokens and their hashes, secrets, keys. */
const SECRET_NAME = /password|token|secret|hash|nonce|verifier|privatekey|apikey|p256dh|^auth$/i;

/** Fields of an object as the trail stores them. */
export type AuditFields = Record<string, unknown>;

/** Whether a field name holds a credential the trail must never keep. */
export function isSecretField(name: string): boolean {
  return SECRET_NAME.test(name);
}

/**
 * A value as JSON keeps it, secrets removed at any depth: dates become ISO strings, fields
 * that are undefined or functions are dropped.
 */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    const out: AuditFields = {};
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined || typeof v === 'function') continue;
      // A yes/no never reveals a secret: `passwordChanged: true` stays.
      if (isSecretField(key) && typeof v !== 'boolean') continue;
      out[key] = plain(v);
    }
    return out;
  }
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The before and after the trail stores: both without secrets; when both exist, only the
 * fields whose values differ (a field present on one side only counts as changed).
 */
export function auditFields(
  before: object | null | undefined,
  after: object | null | undefined,
): { before: AuditFields | null; after: AuditFields | null } {
  const b = before ? (plain(before) as AuditFields) : null;
  const a = after ? (plain(after) as AuditFields) : null;
  if (!b || !a) return { before: b, after: a };
  const changedBefore: AuditFields = {};
  const changedAfter: AuditFields = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (same(b[key], a[key])) continue;
    if (key in b) changedBefore[key] = b[key];
    if (key in a) changedAfter[key] = a[key];
  }
  return { before: changedBefore, after: changedAfter };
}
