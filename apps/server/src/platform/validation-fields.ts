/** A zod issue as far as its field code needs it (zod's issues fit as they are). */
export interface FieldIssue {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  /** The unknown keys of an `unrecognized_keys` issue. */
  keys?: readonly string[];
}

/** The field codes of a validation failure, `{ field: [CODE] }`, as the error body carries them. */
export type FieldCodes = Record<string, string[]>;

const CODE_LIKE = /^[A-Z][A-Z0-9_]+$/;

/**
 * The field code of one issue: a schema that names its code as the message (`DATE_REQUIRED`)
 * is taken at its word; zod's own messages map to the generic codes.
 */
function codeOf(issue: FieldIssue): string {
  if (issue.message && CODE_LIKE.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_big':
      return 'TOO_LONG';
    case 'too_small':
      return 'TOO_SHORT';
    case 'invalid_type':
      return issue.message?.endsWith('received undefined') ? 'REQUIRED' : 'INVALID';
    default:
      return 'INVALID';
  }
}

/**
 * Turns zod issues into the API's field codes (decision 005): each field (its path joined
 * with dots, `_` for the whole value) lists its codes once each, in the order they arose;
 * every unknown key is a field of its own with `UNKNOWN_FIELD`. The one mapping of zod
 * issues, for the error handler's request validation and for bodies read outside a route
 * schema.
 */
export function fieldCodesOf(issues: Iterable<FieldIssue>): FieldCodes {
  // A Map, not an object: a field may be called `constructor` or `toString`.
  const fields = new Map<string, string[]>();
  const add = (field: string, code: string) => {
    const list = fields.get(field) ?? [];
    if (!list.includes(code)) list.push(code);
    fields.set(field, list);
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) add(base ? `${base}.${key}` : key, 'UNKNOWN_FIELD');
    } else {
      add(base || '_', codeOf(issue));
    }
  }
  return Object.fromEntries(fields);
}
