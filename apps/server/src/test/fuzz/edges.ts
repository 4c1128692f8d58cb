import fc from 'fast-check';
import type { RouteSpec } from './catalogue';
import type { MultipartSpec, PartSpec } from './multipart';
import { refArb, refMarker } from './refs';
import {
  asText,
  bodySchemaOf,
  formShape,
  type GeneratedBody,
  type GeneratedRequest,
} from './requests';
import { type ValueContext, validValue } from './values';

/** Malformations every multipart route gets once, with otherwise valid fields and a photo. */
const multipartEdges: MultipartSpec['malformation'][] = [
  'truncated',
  'no-closing-boundary',
  'no-boundary-param',
  'wrong-boundary',
  'no-disposition',
  'garbage',
  'empty',
];

/**
 * The classic bad inputs, sent to every route once per signed-in role before the random
 * ones, so none depends on luck: JSON null, an array, scalars, an empty object, broken
 * and empty JSON, and for multipart routes each kind of broken upload, a text field where
 * the file goes and a file part without a filename.
 */
export function edgeRequests(route: RouteSpec, base: ValueContext): GeneratedRequest[] {
  const ctx = { ...base, route: route.url };
  const first = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed: 1, numRuns: 1 })[0]!;
  const path = Object.fromEntries(
    route.paramNames.map((name) => [
      name,
      name === '*'
        ? { value: refMarker('upload', 0), raw: true }
        : { value: first(refArb(`${name} ${route.url}`)), raw: false },
    ]),
  );
  const request = (body: GeneratedBody): GeneratedRequest => ({
    method: undefined,
    auth: 'normal',
    path,
    query: undefined,
    headers: {},
    body,
  });
  const json = (value: unknown) =>
    request({ kind: 'json', value, contentType: 'application/json' });
  const raw = (data: string, contentType: string | undefined) =>
    request({ kind: 'raw', data, encoding: 'utf8', contentType });
  const edges = [
    json(null),
    json([]),
    json('text'),
    json(42),
    json(true),
    json({}),
    raw('{', 'application/json'),
    raw('', 'application/json'),
    raw('{"a":1}', 'text/plain'),
  ];
  if (route.consumes.includes('multipart/form-data')) {
    const form = formShape(route, ctx);
    const { json: schema, zod } = bodySchemaOf(route);
    const valid = schema ? first(validValue(schema, '', ctx, zod)) : {};
    const fields = Object.entries(valid as Record<string, unknown>).map(
      ([name, value]): PartSpec => ({ name, value: asText(value) }),
    );
    const photo: PartSpec = {
      name: form.fileField,
      file: 'jpeg',
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    };
    const multipart = (parts: PartSpec[], malformation: MultipartSpec['malformation']) =>
      request({
        kind: 'multipart',
        spec: { boundary: '----fuzzEdgeBoundary', parts, malformation, cut: 0.5 },
      });
    for (const malformation of multipartEdges)
      edges.push(multipart([...fields, photo], malformation));
    edges.push(multipart([...fields, { name: form.fileField, value: 'not a file' }], 'none'));
    edges.push(multipart([...fields, { ...photo, filename: undefined }], 'none'));
    edges.push(multipart([...fields, { ...photo, name: 'unexpected' }], 'none'));
    edges.push(multipart([...fields, { ...photo, file: 'garbage' }], 'none'));
    edges.push(multipart([...fields, { ...photo, file: 'large' }], 'no-disposition'));
  }
  return edges;
}
