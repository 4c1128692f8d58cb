import { randomUUID } from 'node:crypto';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRoutes } from '../modules/index';
import { authHeader, buildAdmin, buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Access } from './access';

/**
 * JSON bodies that are not objects (issue 9, case 4): `null`, an array or a scalar is a 400
 * on every route that takes a body, never a 500 from a schema refinement reading a field of
 * null. The routes are enumerated from the module plugins, so a new one is covered too.
 */

// Built before the tests are collected: the route list below reads its dependencies.
const t: TestApp = await createTestApp();
let tokens: Record<Access, Record<string, string>>;

beforeAll(async () => {
  const user = await buildUser(t.db);
  const admin = await buildAdmin(t.db);
  tokens = {
    public: {},
    authenticated: await authHeader(t.db, user.id),
    user: await authHeader(t.db, user.id),
    admin: await authHeader(t.db, admin.id),
  };
});
afterAll(() => t.close());

/**
 * Every route of the modules that reads a body: a `body` schema, or a declared `consumes`
 * for the routes that read JSON or multipart by hand (activities, avatar, event image).
 */
async function bodyRoutes(): Promise<RouteOptions[]> {
  const collector = Fastify();
  collector.setValidatorCompiler(validatorCompiler);
  collector.setSerializerCompiler(serializerCompiler);
  collector.decorate('deps', t.app.deps);
  const routes: RouteOptions[] = [];
  collector.addHook('onRoute', (route) => {
    if (route.schema?.body || route.schema?.consumes) routes.push(route);
  });
  for (const plugin of moduleRoutes) await collector.register(plugin);
  await collector.close();
  return routes;
}

const routes = await bodyRoutes();
const bodies = ['null', '[]', '1', '"x"', 'true'];

const cases = routes.flatMap((route) =>
  [route.method].flat().map((method) => [method, route.url, route] as const),
);

/** Sends a JSON body to a route as a caller its access admits. */
function sendJson(method: string, route: RouteOptions, payload: string) {
  const access = (route.config as { access: Access }).access;
  return t.app.inject({
    method: method as 'POST',
    url: route.url.replace(/:\w+/g, randomUUID()),
    payload,
    headers: { ...tokens[access], 'content-type': 'application/json' },
  });
}

describe('a JSON body that is not an object', () => {
  it('is looked at on more than a handful of routes', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it.each(cases)('is a 400 on %s %s', async (method, _url, route) => {
    const answers = [];
    for (const payload of bodies) {
      const res = await sendJson(method, route, payload);
      answers.push({ payload, status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(
      bodies.map((payload) => ({
        payload,
        status: 400,
        body: { errors: { msg: 'VALIDATION_FAILED', fields: { _: ['INVALID'] } } },
      })),
    );
  });
});

describe('a JSON body with fields named like Object.prototype members', () => {
  // Only the avatar and event image uploads take no JSON at all.
  const uploadsOnly = ['/api/profile/avatar', '/api/events/:id/image'];
  const jsonCases = cases.filter(([, url]) => !uploadsOnly.includes(url));

  it.each(jsonCases)('names them as unknown fields on %s %s', async (method, _url, route) => {
    const res = await sendJson(method, route, '{"constructor":1,"toString":2}');
    expect({ status: res.statusCode, fields: res.json().errors?.fields }).toMatchObject({
      status: 400,
      fields: { constructor: ['UNKNOWN_FIELD'], toString: ['UNKNOWN_FIELD'] },
    });
  });
});
