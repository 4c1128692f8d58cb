import { errorCodes, errorStatus, fieldErrorCodes } from '@cc/shared/errors/error-codes';
import { z } from 'zod';
import type { RouteSpec } from './catalogue';
import type { Role } from './world';

/** What a contract check can find wrong with an answer. */
export type ViolationKind =
  | '5xx'
  | 'no-response'
  | 'error-shape'
  | 'error-status'
  | 'field-code'
  | 'response-schema'
  | 'undeclared-status'
  | 'content-type'
  | 'access'
  | 'echo';

/** The shared error body: `{ errors: { msg: CODE, fields?: { field: [CODE] } } }`. */
export const errorBodySchema = z.strictObject({
  errors: z.strictObject({
    msg: z.enum(errorCodes as [string, ...string[]]),
    fields: z.record(z.string(), z.array(z.string()).min(1)).optional(),
  }),
});

const knownFieldCodes = new Set<string>([...fieldErrorCodes, ...errorCodes]);

/** An answer as the checks see it. */
export interface Answer {
  status: number | undefined;
  contentType: string | undefined;
  body: string;
}

/** What the checks need to know about the request. */
export interface Asked {
  method: string;
  /** The route that answered (by method and path), if any. */
  route: RouteSpec | undefined;
  /** The role the request really acted as (anonymous when its token was not valid). */
  actingAs: Role;
  /** Texts from the URL and headers that must not come back in an error body. */
  probes: string[];
}

export interface Finding {
  kind: ViolationKind;
  detail: string;
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

function issues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

function checkError(answer: Answer, asked: Asked): Finding[] {
  const status = answer.status!;
  const findings: Finding[] = [];
  const echoed = asked.probes.find((probe) => answer.body.includes(probe));
  if (echoed) {
    findings.push({
      kind: 'echo',
      detail: `error body repeats ${JSON.stringify(echoed.slice(0, 40))}`,
    });
  }
  const parsed = parseJson(answer.body);
  const shape = parsed.ok ? errorBodySchema.safeParse(parsed.value) : undefined;
  const isJson = answer.contentType?.startsWith('application/json') ?? false;
  if (!shape?.success || !isJson) {
    const why = !parsed.ok
      ? `body is not JSON: ${JSON.stringify(answer.body.slice(0, 60))}`
      : shape && !shape.success
        ? issues(shape.error)
        : '';
    const type = isJson ? '' : `content-type ${answer.contentType ?? '(none)'}`;
    findings.push({ kind: 'error-shape', detail: [type, why].filter(Boolean).join('; ') });
    return findings;
  }
  const { msg, fields } = shape.data.errors;
  const expected = errorStatus[msg as keyof typeof errorStatus];
  if (expected !== status) {
    findings.push({
      kind: 'error-status',
      detail: `${msg} carries ${expected}, answered ${status}`,
    });
  }
  for (const [field, codes] of Object.entries(fields ?? {})) {
    const unknown = codes.filter((c) => !knownFieldCodes.has(c));
    if (unknown.length > 0) {
      findings.push({ kind: 'field-code', detail: `${field}: ${unknown.join(', ')}` });
    }
  }
  return findings;
}

function checkSuccess(answer: Answer, route: RouteSpec): Finding[] {
  const status = answer.status!;
  const spec = route.responses[status];
  if (!spec) return [{ kind: 'undeclared-status', detail: `${status} is not a declared answer` }];
  if (spec.empty) {
    return answer.body === '' ? [] : [{ kind: 'response-schema', detail: `${status} with a body` }];
  }
  if (spec.contentType) {
    return answer.contentType?.startsWith(spec.contentType)
      ? []
      : [{ kind: 'content-type', detail: `${answer.contentType} instead of ${spec.contentType}` }];
  }
  if (!spec.schema) return [];
  if (!answer.contentType?.startsWith('application/json')) {
    return [{ kind: 'content-type', detail: `${answer.contentType ?? '(none)'} instead of JSON` }];
  }
  const parsed = parseJson(answer.body);
  if (!parsed.ok) return [{ kind: 'response-schema', detail: 'body is not JSON' }];
  const result = spec.schema.safeParse(parsed.value);
  return result.success ? [] : [{ kind: 'response-schema', detail: issues(result.error) }];
}

/** Only administrators (and only participants) succeed on their routes; nobody anonymous on a guarded one. */
function checkAccess(route: RouteSpec, actingAs: Role): Finding[] {
  const access = route.access;
  if (!access || access === 'public') return [];
  const allowed =
    actingAs !== 'anonymous' &&
    (access === 'authenticated' ||
      (access === 'admin' && actingAs === 'admin') ||
      (access === 'user' && actingAs !== 'admin'));
  return allowed ? [] : [{ kind: 'access', detail: `${actingAs} succeeded on an ${access} route` }];
}

/**
 * The contract every answer keeps: no 5xx; an error is JSON in the shared error shape with
 * a code from the shared list, the status that code carries and no echo of the URL or
 * headers; a success is a status the route declares, with a body its response schema
 * accepts (or the declared file type, or no body for 204), for a caller the route admits.
 */
export function checkAnswer(answer: Answer, asked: Asked): Finding[] {
  if (answer.status === undefined) return [{ kind: 'no-response', detail: 'no HTTP answer' }];
  if (answer.status >= 500) {
    return [{ kind: '5xx', detail: `${answer.status} ${answer.body.slice(0, 120)}` }];
  }
  // A HEAD answer has no body to check.
  if (asked.method === 'HEAD') return [];
  if (answer.status >= 400) return checkError(answer, asked);
  // A file can be answered "not modified" to a conditional request.
  if (answer.status === 304 && asked.route?.responses[200]?.contentType) return [];
  // Other statuses outside 2xx only where the route declares them (304 of POST /api/subscribe).
  const declared = asked.route?.responses[answer.status] !== undefined;
  if ((answer.status >= 300 || answer.status < 200) && !declared) {
    return [{ kind: 'undeclared-status', detail: `${answer.status}` }];
  }
  if (!asked.route)
    return [{ kind: 'undeclared-status', detail: `${answer.status} from no route` }];
  return [...checkSuccess(answer, asked.route), ...checkAccess(asked.route, asked.actingAs)];
}
