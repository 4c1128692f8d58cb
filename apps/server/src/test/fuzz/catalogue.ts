import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthRoutes, moduleRoutes, readyRoutes } from '../../modules/index';
import type { Access } from '../../platform/access';

/** A JSON Schema as z.toJSONSchema writes it (draft 2020-12), loosely typed. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
  nullable?: boolean;
};

/** What a route answers with one status: a zod schema of a JSON body, or a file type. */
export interface ResponseSpec {
  /** Validates the parsed JSON body; undefined for a file or an empty body. */
  schema?: z.ZodType;
  /** Content type of a non-JSON answer (a download). */
  contentType?: string;
  /** The answer has no body (204, `z.undefined()` / `z.null()`). */
  empty: boolean;
}

/** One operation of the API, as its route declares it. */
export interface RouteSpec {
  /** `METHOD url` with Fastify's `:param` syntax, e.g. `GET /api/users/:id`. */
  key: string;
  method: string;
  url: string;
  /** Who may call it (config.access); undefined only for routes outside the modules. */
  access: Access | undefined;
  paramNames: string[];
  /** Request parts as JSON Schemas (input side), for generation. */
  params?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  body?: JsonSchema;
  /** The same parts as the route's zod schemas, which steer generation towards valid values. */
  zod: { params?: z.ZodType; querystring?: z.ZodType; headers?: z.ZodType; body?: z.ZodType };
  /** Media types the route declares it consumes (`schema.consumes`). */
  consumes: string[];
  responses: Record<number, ResponseSpec>;
}

type RouteSchema = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
  response?: Record<string, unknown>;
  hide?: boolean;
};

/** The input-side JSON Schema of a request part (refinements cannot be expressed and are dropped). */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function isZod(value: unknown): value is z.ZodType {
  return typeof (value as z.ZodType | undefined)?.safeParse === 'function';
}

function responseSpec(declared: unknown): ResponseSpec {
  if (isZod(declared)) {
    const def = (declared as { def?: { type?: string } }).def;
    const empty = def?.type === 'undefined' || def?.type === 'null' || def?.type === 'void';
    return empty ? { empty } : { schema: declared, empty };
  }
  const content = (declared as { content?: Record<string, unknown> } | undefined)?.content;
  const contentType = content ? Object.keys(content)[0] : undefined;
  return { contentType, empty: false };
}

function toRouteSpec(route: RouteOptions): RouteSpec {
  const schema = (route.schema ?? {}) as RouteSchema;
  const method = String(route.method);
  const part = (s: z.ZodType | undefined) => (s ? toJsonSchema(s) : undefined);
  const responses: Record<number, ResponseSpec> = {};
  for (const [status, declared] of Object.entries(schema.response ?? {})) {
    responses[Number(status)] = responseSpec(declared);
  }
  return {
    key: `${method} ${route.url}`,
    method,
    url: route.url,
    access: route.config?.access,
    paramNames: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    params: part(schema.params),
    querystring: part(schema.querystring),
    headers: part(schema.headers),
    body: part(schema.body),
    zod: {
      params: schema.params,
      querystring: schema.querystring,
      headers: schema.headers,
      body: schema.body,
    },
    consumes: schema.consumes ?? (schema.body ? ['application/json'] : []),
    responses,
  };
}

/**
 * Registers the application's route plugins (the modules' list, health and readiness) on a
 * bare Fastify instance that only records each route's options: their zod schemas and
 * `config.access` are not readable from the built app, whose routes are registered before
 * any hook of a test could watch them.
 */
async function recordRoutes(app: FastifyInstance): Promise<RouteOptions[]> {
  const recorder = Fastify({ logger: false });
  recorder.setValidatorCompiler(validatorCompiler);
  recorder.setSerializerCompiler(serializerCompiler);
  recorder.decorate('deps', app.deps);
  const routes: RouteOptions[] = [];
  recorder.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  await recorder.register(healthRoutes(async () => true));
  await recorder.register(readyRoutes({ db: app.deps.db, ping: async () => true }));
  for (const plugin of moduleRoutes) await recorder.register(plugin);
  await recorder.close();
  return routes;
}

type OpenApiDoc = { paths: Record<string, Record<string, unknown>> };

/**
 * Every operation the app serves, from its OpenAPI document, with the route's own zod
 * schemas and access level. An operation the recorder did not see (a route added outside
 * the modules) is still fuzzed from its OpenAPI description, without a response schema.
 */
export async function collectCatalogue(app: FastifyInstance): Promise<RouteSpec[]> {
  const recorded = new Map((await recordRoutes(app)).map((r) => [`${r.method} ${r.url}`, r]));
  const doc = app.swagger() as unknown as OpenApiDoc;
  const specs: RouteSpec[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const method of Object.keys(operations)) {
      const key = `${method.toUpperCase()} ${url}`;
      const route = recorded.get(key);
      specs.push(route ? toRouteSpec(route) : fromOpenApi(key, operations[method]));
    }
  }
  if (app.hasRoute({ method: 'GET', url: '/uploads/*' })) specs.push(uploadsRoute);
  return specs;
}

/** The stored photos and avatars (static files, not in the OpenAPI document): images or errors. */
const uploadsRoute: RouteSpec = {
  key: 'GET /uploads/*',
  method: 'GET',
  url: '/uploads/*',
  access: 'public',
  paramNames: ['*'],
  zod: {},
  consumes: [],
  responses: { 200: { contentType: 'image/', empty: false } },
};

type OpenApiOperation = {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};

function fromOpenApi(key: string, operation: unknown): RouteSpec {
  const op = (operation ?? {}) as OpenApiOperation;
  const [method, url] = key.split(' ') as [string, string];
  const partOf = (where: string): JsonSchema | undefined => {
    const list = (op.parameters ?? []).filter((p) => p.in === where);
    if (list.length === 0) return undefined;
    return {
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
      required: list.filter((p) => p.required).map((p) => p.name),
    };
  };
  const content = op.requestBody?.content ?? {};
  const responses: Record<number, ResponseSpec> = {};
  for (const status of Object.keys(op.responses ?? {})) {
    responses[Number(status)] = { empty: status === '204' };
  }
  return {
    key,
    method,
    url,
    access: undefined,
    paramNames: [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    params: partOf('path'),
    querystring: partOf('query'),
    headers: partOf('header'),
    body: content['application/json']?.schema,
    zod: {},
    consumes: Object.keys(content),
    responses,
  };
}
