import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldCodesOf } from './validation-fields';

/** The field codes of `value` checked against `schema`. */
function codesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to fail');
  return fieldCodesOf(result.error.issues);
}

describe('fieldCodesOf', () => {
  it("passes a schema's own code through", () => {
    const schema = z.object({ date: z.string().min(1, { error: 'DATE_REQUIRED' }) });
    expect(codesOf(schema, { date: '' })).toEqual({ date: ['DATE_REQUIRED'] });
  });

  it("maps zod's own messages to the generic codes", () => {
    const schema = z.object({
      name: z.string(),
      short: z.string().min(3),
      long: z.string().max(3),
      age: z.number(),
    });
    expect(codesOf(schema, { short: 'ab', long: 'abcd', age: 'old' })).toEqual({
      name: ['REQUIRED'],
      short: ['TOO_SHORT'],
      long: ['TOO_LONG'],
      age: ['INVALID'],
    });
  });

  it('names every unknown key a field of its own, under its parent', () => {
    const schema = z.strictObject({ a: z.strictObject({ b: z.string() }) });
    expect(codesOf(schema, { a: { b: 'x', c: 1 }, d: 2, e: 3 })).toEqual({
      'a.c': ['UNKNOWN_FIELD'],
      d: ['UNKNOWN_FIELD'],
      e: ['UNKNOWN_FIELD'],
    });
  });

  it('joins a nested path with dots and names the whole value `_`', () => {
    expect(codesOf(z.object({ list: z.array(z.number()) }), { list: [1, 'x'] })).toEqual({
      'list.1': ['INVALID'],
    });
    expect(codesOf(z.object({}), 'text')).toEqual({ _: ['INVALID'] });
  });

  it('lists a code once per field, in the order the problems arose', () => {
    expect(
      fieldCodesOf([
        { code: 'custom', path: ['x'], message: 'B_CODE' },
        { code: 'custom', path: ['x'], message: 'A_CODE' },
        { code: 'custom', path: ['x'], message: 'B_CODE' },
      ]),
    ).toEqual({ x: ['B_CODE', 'A_CODE'] });
  });

  it('keeps a field called like an object property', () => {
    const codes = fieldCodesOf([{ code: 'custom', path: ['constructor'], message: 'INVALID' }]);
    expect(codes.constructor).toEqual(['INVALID']);
  });
});
