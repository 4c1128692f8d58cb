import { addDays } from '@cc/shared/time/calendar';
import fc from 'fast-check';
import type { z } from 'zod';
import type { JsonSchema } from './catalogue';
import { refArb, refMarker, standIn } from './refs';

/** Values of the wrong kind for almost any field: types, edges, injections, odd text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1e308,
    -1e308,
    2 ** 53,
    2 ** 31,
    0.1,
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-1',
    '1e999',
    '0x10',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '{12345678-1234-1234-1234-123456789012}',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    '\u0000',
    '\uFEFF',
    '\uD800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦',
    'Ä'.repeat(300),
    'x'.repeat(10_001),
    '9999-99-99',
    '2024-02-30',
    '0000-01-01',
    '275760-09-13',
    '2024-01-01T00:00:00Z',
    [],
    {},
    [null],
    JSON.parse('{"__proto__":{"polluted":true}}'),
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.uuid(),
  fc.jsonValue({ maxDepth: 2 }),
);

const countryCodes = ['DE', 'GB', 'US', 'FR', 'TW', 'AT', 'CH'];

/** Context shared by every generator: today's date, so date fields are mostly plausible. */
export interface ValueContext {
  today: string;
  /** The route's URL: its words steer which real ids an id field gets. */
  route?: string;
}

/** Days near today: mostly the last few (activities), otherwise up to two months either way. */
function dayArb(ctx: ValueContext, name: string) {
  const near = /^start/i.test(name)
    ? fc.integer({ min: -10, max: 0 })
    : /^end/i.test(name)
      ? fc.integer({ min: 0, max: 40 })
      : fc.integer({ min: -3, max: 0 });
  return fc
    .oneof({ arbitrary: near, weight: 3 }, fc.integer({ min: -60, max: 60 }))
    .map((n) => addDays(ctx.today, n));
}

function stringArb(schema: JsonSchema, name: string, ctx: ValueContext): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const bounded = (arb: fc.Arbitrary<string>) => arb.filter(fits);
  if (schema.format === 'uuid' || /(^|[a-z])(id|Id)$|^receiver$|^_id$/.test(name)) {
    return fc.oneof({ arbitrary: refArb(`${name} ${ctx.route ?? ''}`), weight: 4 }, fc.uuid());
  }
  if (schema.format === 'email' || /email/i.test(name)) {
    return bounded(
      fc.oneof(
        { arbitrary: fc.nat(3).map((i) => refMarker('email', i)), weight: 3 },
        {
          arbitrary: fc.stringMatching(/^[a-z]{1,12}(\.[a-z0-9]{1,6})?@example\.(com|org)$/),
          weight: 3,
        },
        fc.emailAddress(),
        fc.constantFrom('fuzz@example.com', 'ANNA@Example.COM '),
      ),
    );
  }
  if (schema.format === 'date' || /date$/i.test(name)) return dayArb(ctx, name);
  if (schema.format === 'date-time') return dayArb(ctx, name).map((d) => `${d}T08:00:00.000Z`);
  if (/password/i.test(name)) {
    return bounded(
      fc.constantFrom('secret1', 'Secret-123', 'short', 'longpassword99', 'pässwörd1'),
    );
  }
  if (/country/i.test(name)) return fc.constantFrom(...countryCodes);
  if (/language/i.test(name)) return fc.constantFrom('DE', 'EN', 'de', 'en');
  if (schema.pattern) {
    // Bounded by the schema's own limits only: the default cap of 60 would make a filter that
    // never passes for a pattern of longer strings (a push key is 87 characters).
    const withinSchema = (s: string) =>
      s.length >= minLength && (schema.maxLength === undefined || s.length <= schema.maxLength);
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(withinSchema);
    } catch {
      // An expression fast-check cannot generate from: fall back to plain text.
    }
  }
  const upper = Math.min(maxLength, minLength + 40);
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength: upper }), weight: 3 },
    fc.string({ unit: 'grapheme', minLength, maxLength: upper }),
    // The longest allowed value, where it is short enough to send (a filter that can never
    // pass would make fast-check generate forever).
    ...(maxLength <= 10_000 ? [fc.constant('x'.repeat(maxLength))] : []),
    fc.constantFrom('Anna', 'Spring Run', 'Team Rocket', 'éàü ß', 'a').filter(fits),
  );
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = Math.max(schema.minimum ?? exclusiveMin ?? -1e6, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? exclusiveMax ?? 1e6, Number.MAX_SAFE_INTEGER);
  const inRange = (n: number) => n >= min && n <= max && n !== exclusiveMin && n !== exclusiveMax;
  if (integer) {
    const lo = Math.ceil(min);
    const hi = Math.floor(max);
    if (lo > hi) return fc.constant(lo);
    const small = [-1, 0, 1, 2, 10].filter((n) => n >= lo && n <= hi);
    return fc
      .oneof(
        fc.integer({ min: lo, max: Math.min(hi, lo + 20) }),
        fc.integer({ min: lo, max: hi }),
        fc.constantFrom(lo, hi),
        ...(small.length ? [{ arbitrary: fc.constantFrom(...small), weight: 2 }] : []),
      )
      .filter(inRange);
  }
  const smallLo = Math.ceil(Math.max(min, 0));
  const smallHi = Math.floor(Math.min(max, 100));
  return fc
    .oneof(
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      smallLo <= smallHi ? fc.integer({ min: smallLo, max: smallHi }) : fc.constant(min),
      { arbitrary: fc.integer({ min: 1, max: 500 }).map((n) => n / 10), weight: 8 },
      fc.constantFrom(min, max),
    )
    .filter(inRange);
}

/** The zod schema of an object's field, when the guide is an object schema. */
function fieldGuide(guide: z.ZodType | undefined, key: string): z.ZodType | undefined {
  const shape = (guide as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape && Object.hasOwn(shape, key) ? shape[key] : undefined;
}

/**
 * The first of a few candidates the route's own zod schema accepts (refinements and pipes
 * included, which JSON Schema cannot express), or the first candidate when none is.
 */
function guided<T>(arb: fc.Arbitrary<T>, guide: z.ZodType | undefined, tries = 6): fc.Arbitrary<T> {
  if (!guide) return arb;
  return fc
    .array(arb, { minLength: tries, maxLength: tries })
    .map(
      (candidates) => candidates.find((c) => guide.safeParse(standIn(c)).success) ?? candidates[0]!,
    );
}

/**
 * Values that satisfy `schema`, steered by the route's zod schema `guide` where there is
 * one so that most requests get past validation and reach the services.
 */
export function validValue(
  schema: JsonSchema,
  name: string,
  ctx: ValueContext,
  guide?: z.ZodType,
): fc.Arbitrary<unknown> {
  return guided(rawValidValue(schema, name, ctx, guide), guide);
}

function rawValidValue(
  schema: JsonSchema,
  name: string,
  ctx: ValueContext,
  guide: z.ZodType | undefined,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0)
    return fc.oneof(...union.map((s) => rawValidValue(s, name, ctx, undefined)));
  if (schema.allOf && schema.allOf.length > 0)
    return rawValidValue(schema.allOf[0]!, name, ctx, guide);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.nullable) types.push('null');
  if (types.length > 1) {
    return fc.oneof(
      ...types.map((type) =>
        rawValidValue({ ...schema, type, nullable: false }, name, ctx, undefined),
      ),
    );
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'string':
      return stringArb(schema, name, ctx);
    case 'array': {
      const item = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 4, minLength + 4);
      return fc.array(rawValidValue(item, name, ctx, undefined), { minLength, maxLength });
    }
    case 'object':
      return objectArb(schema, ctx, guide);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function objectArb(
  schema: JsonSchema,
  ctx: ValueContext,
  guide?: z.ZodType,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) {
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object') {
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), validValue(extra, '', ctx), {
        maxKeys: 3,
      });
    }
    return fc.constant({});
  }
  const record = Object.fromEntries(
    keys.map((k) => [k, validValue(properties[k]!, k, ctx, fieldGuide(guide, k))]),
  );
  const required = schema.required ?? [];
  // Optional fields appear in a quarter of the values each, so most are small and valid.
  return fc
    .tuple(
      fc.record(record, { requiredKeys: required }),
      fc.array(fc.boolean(), { minLength: keys.length, maxLength: keys.length }),
    )
    .map(([value, keep]) => {
      const out: Record<string, unknown> = {};
      for (const [i, k] of keys.entries()) {
        if (Object.hasOwn(value, k) && (required.includes(k) || keep[i])) out[k] = value[k];
      }
      return out;
    });
}

/** A value of `schema` with one thing wrong: a field of the wrong kind, missing or extra. */
export function mutatedValue(
  schema: JsonSchema,
  name: string,
  ctx: ValueContext,
  guide?: z.ZodType,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const isObject = schema.type === 'object' && keys.length > 0;
  if (!isObject) return fc.oneof(hostileValue, validValue(schema, name, ctx).map(stretch));
  const base = objectArb(schema, ctx, guide);
  const required = schema.required ?? [];
  const mutations: fc.Arbitrary<unknown>[] = [
    // one field gets a hostile value
    fc.tuple(base, fc.constantFrom(...keys), hostileValue).map(([o, k, v]) => ({ ...o, [k]: v })),
    // one field is mutated recursively (nested objects, arrays)
    fc
      .constantFrom(...keys)
      .chain((k) =>
        fc.tuple(base, mutatedValue(properties[k]!, k, ctx)).map(([o, v]) => ({ ...o, [k]: v })),
      ),
    // an unknown field
    fc
      .tuple(
        base,
        fc.constantFrom('extra', '__proto__', 'constructor', 'role', 'isAdmin', '_id', ''),
        hostileValue,
      )
      .map(([o, k, v]) => {
        const copy: Record<string, unknown> = { ...o };
        Object.defineProperty(copy, k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        return copy;
      }),
    // every field of the wrong kind
    fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue]))),
  ];
  if (required.length > 0) {
    mutations.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([o, k]) => {
        const copy: Record<string, unknown> = { ...o };
        delete copy[k];
        return copy;
      }),
    );
  }
  return fc.oneof(...mutations);
}

/** Pushes a valid value to an edge: longer text, bigger numbers. */
function stretch(value: unknown): unknown {
  if (typeof value === 'string') return value.repeat(50) || 'x'.repeat(5000);
  if (typeof value === 'number') return value * 1e12 + 0.5;
  return value;
}
