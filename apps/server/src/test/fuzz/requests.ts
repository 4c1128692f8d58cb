import {
  activityFieldsSchema,
  updateActivityFieldsSchema,
} from '@cc/shared/activities/activities.schemas';
import fc from 'fast-check';
import type { z } from 'zod';
import { type JsonSchema, type RouteSpec, toJsonSchema } from './catalogue';
import { type FormShape, type MultipartSpec, multipartArb } from './multipart';
import { refArb, refMarker } from './refs';
import { hostileValue, mutatedValue, type ValueContext, validValue } from './values';

/** How the request authenticates, whatever its role. */
export type AuthMode =
  | 'normal'
  | 'garbage'
  | 'revoked'
  | 'basic'
  | 'lowercase'
  | 'tampered'
  | 'none';

/** A path parameter: `encoded` values go through encodeURIComponent, raw ones are sent as-is. */
export interface PathValue {
  value: string;
  raw: boolean;
}

export type GeneratedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; data: string; encoding: 'utf8' | 'latin1'; contentType: string | undefined }
  | { kind: 'multipart'; spec: MultipartSpec };

/** One generated request, before real ids are filled in. */
export interface GeneratedRequest {
  /** Another method than the route's, now and then (which must answer 404, not fail). */
  method: string | undefined;
  auth: AuthMode;
  path: Record<string, PathValue>;
  query:
    | { kind: 'object'; value: Record<string, unknown> }
    | { kind: 'raw'; value: string }
    | undefined;
  headers: Record<string, string>;
  body: GeneratedBody;
}

/**
 * Text fields and file field of the multipart routes. Their schemas are applied by the
 * handler rather than declared on the route (the body may be JSON or multipart), so the
 * fuzzer names them here; any other multipart route gets its body schema's fields and a
 * generic file field.
 */
const forms: Record<string, { fields?: z.ZodType; fileField: string; maxFiles: number }> = {
  'POST /api/activities': { fields: activityFieldsSchema, fileField: 'images', maxFiles: 3 },
  'PATCH /api/activities/:id': {
    fields: updateActivityFieldsSchema,
    fileField: 'images',
    maxFiles: 3,
  },
  'POST /api/profile/avatar': { fileField: 'avatar', maxFiles: 1 },
};

/** The body of a route as JSON Schema and zod, declared or known from its form. */
export function bodySchemaOf(route: RouteSpec): { json?: JsonSchema; zod?: z.ZodType } {
  if (route.body) return { json: route.body, zod: route.zod.body };
  const form = forms[route.key]?.fields;
  return form ? { json: toJsonSchema(form), zod: form } : {};
}

/** The text fields (valid or odd values) and the file field of a multipart route. */
export function formShape(route: RouteSpec, ctx: ValueContext): FormShape {
  const { json: schema, zod } = bodySchemaOf(route);
  const shape = (zod as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  const properties = schema?.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [
      name,
      fc.oneof(
        { arbitrary: validValue(s, name, ctx, shape[name]).map(asText), weight: 5 },
        hostileValue.map(asText),
      ),
    ]),
  );
  const known = forms[route.key];
  return {
    fields,
    required: schema?.required ?? [],
    fileField: known?.fileField ?? 'file',
    maxFiles: known?.maxFiles ?? 1,
  };
}

/** A value as a form field or path segment carries it. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Path values that are not ids: edges, encodings, traversal, over-long text. */
const oddPathValue: fc.Arbitrary<PathValue> = fc.oneof(
  hostileValue.map((v) => ({ value: asText(v), raw: false })),
  fc
    .constantFrom(
      '%E0%A4%A',
      '%zz',
      '%',
      '%00',
      '%2e%2e',
      '..%2F..%2Fetc',
      '%C0%AF',
      '%FF%FE',
      '%uD800',
      `${'a'.repeat(120)}`,
      '00000000-0000-0000-0000-00000000000%30',
    )
    .map((value) => ({ value, raw: true })),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
    .map((value) => ({ value, raw: false })),
);

/** The wildcard of a static route: real stored files, their neighbours, traversal. */
const filePathValue: fc.Arbitrary<PathValue> = fc.oneof(
  { arbitrary: fc.nat(3).map((i) => ({ value: refMarker('upload', i), raw: true })), weight: 5 },
  fc
    .constantFrom(
      '../../../etc/passwd',
      '..%2f..%2fpackage.json',
      '%2e%2e/%2e%2e/package.json',
      'activities/',
      'activities/..',
      'activities/missing.webp',
      'avatars/%00.webp',
      '',
      '.',
      `activities/${'x'.repeat(300)}.webp`,
    )
    .map((value) => ({ value, raw: true })),
  { arbitrary: oddPathValue, weight: 2 },
);

function pathValueArb(route: RouteSpec, name: string, ctx: ValueContext): fc.Arbitrary<PathValue> {
  if (name === '*') return filePathValue;
  const schema = route.params?.properties?.[name] ?? { type: 'string' };
  const guide = (route.zod.params as { shape?: Record<string, z.ZodType> } | undefined)?.shape?.[
    name
  ];
  const context = `${name} ${route.url}`;
  const valid = validValue(schema, name, ctx, guide).map((v) => ({ value: asText(v), raw: false }));
  // A parameter that is not an id (a ranking type) is mostly a valid value.
  const isId = schema.format === 'uuid';
  return fc.oneof(
    { arbitrary: refArb(context).map((value) => ({ value, raw: false })), weight: isId ? 6 : 1 },
    { arbitrary: valid, weight: isId ? 2 : 7 },
    { arbitrary: oddPathValue, weight: 2 },
  );
}

const rawQueries = fc.constantFrom(
  '%',
  '%zz=1',
  'page=%E0%A4%A',
  '&&=&',
  'page=1&page=2',
  'limit=1e3',
  'limit=-0',
  'limit=0x10',
  '__proto__[polluted]=1',
  'constructor[prototype][x]=1',
  `${'q'.repeat(3000)}=1`,
  'page[]=1',
  'eventId=%00',
  'name=%F0%9F%98%80',
  ';;;',
);

function queryArb(route: RouteSpec, ctx: ValueContext): fc.Arbitrary<GeneratedRequest['query']> {
  const schema = route.querystring;
  const guide = route.zod.querystring;
  const asObject = (arb: fc.Arbitrary<unknown>) =>
    arb
      .filter(
        (v): v is Record<string, unknown> =>
          typeof v === 'object' && v !== null && !Array.isArray(v),
      )
      .map((value) => ({ kind: 'object' as const, value }));
  const raw = rawQueries.map((value) => ({ kind: 'raw' as const, value }));
  if (!schema) {
    return fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, raw);
  }
  return fc.oneof(
    { arbitrary: asObject(validValue(schema, '', ctx, guide)), weight: 6 },
    { arbitrary: asObject(mutatedValue(schema, '', ctx, guide)), weight: 3 },
    { arbitrary: raw, weight: 1 },
  );
}

function headersArb(route: RouteSpec, ctx: ValueContext): fc.Arbitrary<Record<string, string>> {
  const declared = route.headers;
  const own = declared
    ? fc.oneof(
        {
          arbitrary: validValue(declared, '', ctx, route.zod.headers).map((v) =>
            Object.fromEntries(
              Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, asText(x)]),
            ),
          ),
          weight: 8,
        },
        fc
          .tuple(
            fc.constantFrom(...Object.keys(declared.properties ?? { x: {} })),
            fc.constantFrom('', ' ', 'a b', 'ключ', 'x'.repeat(101), '../..', '%00', 'a,b'),
          )
          .map(([k, v]) => ({ [k]: v })),
      )
    : fc.constant({});
  const extra = fc.record(
    {
      'accept-language': fc.constantFrom('de', 'en', 'de-DE,de;q=0.9', '*', 'xx', ';;;'),
      accept: fc.constantFrom('application/json', '*/*', 'text/html', 'application/xml', 'image/*'),
      'x-request-id': fc.constantFrom('fuzz-1', 'x'.repeat(65), '../../etc', 'a b'),
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'bogus'),
      'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"'),
      origin: fc.constantFrom('http://evil.test', 'null'),
    },
    { requiredKeys: [] },
  );
  return fc
    .tuple(own, fc.oneof({ arbitrary: fc.constant({}), weight: 6 }, extra))
    .map(([a, b]) => ({ ...b, ...a }) as Record<string, string>);
}

const jsonContentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 10 },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'application/json; charset=utf-16',
    'application/vnd.api+json',
    'APPLICATION/JSON',
  ),
);

/** Bodies that are not the JSON the route expects: broken JSON, other media types, edges. */
const rawBodies: fc.Arbitrary<GeneratedBody> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        '{',
        '{"a":',
        '[',
        'null',
        '[]',
        '"text"',
        '42',
        'true',
        '',
        ' ',
        '{"a":1,"a":2}',
        '\uFEFF{}',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        '{"a":"\\ud800"}',
        `{"a":"${'x'.repeat(300 * 1024)}"}`,
        'NaN',
        '{a:1}',
        "{'a':1}",
      ),
      fc.constantFrom<string | undefined>(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        undefined,
      ),
    )
    .map(([data, contentType]) => ({
      kind: 'raw' as const,
      data,
      encoding: 'utf8' as const,
      contentType,
    })),
  // bytes that are not UTF-8
  fc.constant<GeneratedBody>({
    kind: 'raw',
    data: '{"name":"\xff\xfe\xc0\xaf"}',
    encoding: 'latin1',
    contentType: 'application/json',
  }),
);

/**
 * Requests for one route: mostly schema-valid parts (real ids, plausible values) so they
 * reach the services, with a share of mutated ones (wrong types, missing and unknown
 * fields, edges, odd path and query encodings, broken bodies and multipart uploads).
 */
export function requestArb(route: RouteSpec, base: ValueContext): fc.Arbitrary<GeneratedRequest> {
  const ctx = { ...base, route: route.url };
  const auth = fc.oneof(
    { arbitrary: fc.constant<AuthMode>('normal'), weight: 30 },
    fc.constantFrom<AuthMode>('garbage', 'revoked', 'basic', 'lowercase', 'tampered', 'none'),
  );
  const path = fc.record(
    Object.fromEntries(route.paramNames.map((name) => [name, pathValueArb(route, name, ctx)])),
  ) as fc.Arbitrary<Record<string, PathValue>>;
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
  const method = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 30 },
    fc.constantFrom(...methods.filter((m) => m !== route.method)),
  );
  return fc.record({
    method,
    auth,
    path,
    query: queryArb(route, ctx),
    headers: headersArb(route, ctx),
    body: bodyArb(route, ctx),
  });
}

function bodyArb(route: RouteSpec, ctx: ValueContext): fc.Arbitrary<GeneratedBody> {
  const { json: schema, zod } = bodySchemaOf(route);
  const takesJson = route.consumes.includes('application/json') || route.body !== undefined;
  const takesMultipart = route.consumes.includes('multipart/form-data');
  const json = (arb: fc.Arbitrary<unknown>) =>
    fc.tuple(arb, jsonContentTypes).map(([value, contentType]) => ({
      kind: 'json' as const,
      value,
      contentType,
    }));
  const options: Array<{ arbitrary: fc.Arbitrary<GeneratedBody>; weight: number }> = [];
  if (takesJson && schema) {
    options.push({ arbitrary: json(validValue(schema, '', ctx, zod)), weight: 10 });
    options.push({ arbitrary: json(mutatedValue(schema, '', ctx, zod)), weight: 5 });
    options.push({ arbitrary: json(hostileValue), weight: 1 });
  }
  if (takesMultipart) {
    options.push({
      arbitrary: multipartArb(formShape(route, ctx)).map((spec) => ({
        kind: 'multipart' as const,
        spec,
      })),
      weight: 12,
    });
  }
  if (options.length === 0) {
    options.push({ arbitrary: fc.constant({ kind: 'none' as const }), weight: 12 });
    options.push({ arbitrary: json(fc.jsonValue({ maxDepth: 2 })), weight: 1 });
  }
  options.push({ arbitrary: rawBodies, weight: takesJson || takesMultipart ? 3 : 1 });
  return fc.oneof(...options);
}
