import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectCatalogue, type JsonSchema, type RouteSpec } from '../test/fuzz/catalogue';
import { validValue } from '../test/fuzz/values';
import { createTestApp, type TestApp } from '../test/test-app';
import { answerSerializerCompiler } from './serializer';

/**
 * Production writes answers unchecked with fast-json-stringify (decision 051); the rest of
 * the suite runs the checked serializer. Here, for every route and status with a JSON
 * schema, answers generated to fit the schema come out of the production serializer as the
 * same JSON as zod's own encoding of them.
 */
let t: TestApp;
let routes: RouteSpec[];
beforeAll(async () => {
  t = await createTestApp();
  routes = await collectCatalogue(t.app);
});
afterAll(() => t.close());

describe('answers written without the check', () => {
  it('are the JSON zod writes, for every route and status', () => {
    const write = answerSerializerCompiler(false);
    let compared = 0;
    for (const route of routes) {
      for (const [status, response] of Object.entries(route.responses)) {
        const schema = response.schema;
        if (!schema) continue;
        const serialize = write({
          schema,
          method: route.method,
          url: route.url,
          httpStatus: status,
        });
        const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
        const answers = validValue(
          output as JsonSchema,
          'answer',
          { today: '2026-11-27' },
          schema,
        ).filter((value) => schema.safeParse(value).success);
        fc.assert(
          fc.property(answers, (answer) => {
            const expected = JSON.stringify(z.encode(schema, answer as never));
            expect(JSON.parse(serialize(answer)), `${route.key} ${status}`).toEqual(
              JSON.parse(expected),
            );
          }),
          { numRuns: 20 },
        );
        compared += 1;
      }
    }
    // Every JSON answer of the API is covered, not a handful.
    expect(compared).toBeGreaterThan(50);
  });
});
