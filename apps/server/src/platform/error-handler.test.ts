import { AppError } from '@cc/shared/errors/app-error';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let release: () => void = function initial() {};

/** Routes that exist only in this test, to drive each branch of the error handler. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: 'public' as const };
  app.post(
    '/api/probe/echo',
    {
      config: access,
      schema: {
        body: z.strictObject({
          name: z.string().min(1, { error: 'REQUIRED' }),
          age: z.number().int().optional(),
        }),
        response: { 200: z.object({ name: z.string() }) },
      },
    },
    async (req) => ({ name: req.body.name }),
  );
  app.get(
    '/api/probe/items/:id',
    { config: access, schema: { params: z.object({ id: z.uuid() }) } },
    async () => ({}),
  );
  app.get('/api/probe/crash', { config: access }, async () => {
    throw new Error('select secret_column from users -- internal detail');
  });
  app.get('/api/probe/bad-cast', { config: access }, async () => {
    await app.deps.db.execute(sql`select 'abc'::int`);
    return {};
  });
  app.get('/api/probe/app-error', { config: access }, async () => {
    throw new AppError('EVENT_NOT_RUNNING');
  });
  app.get('/api/probe/admin', { config: { access: 'admin' } }, async () => ({}));
  app.get('/api/probe/slow', { config: access }, async () => {
    await new Promise<void>((resolve) => {
      release = function releaseSlow() {
        resolve();
      };
    });
    return { done: true };
  });
};

beforeAll(async () => {
  t = await createTestApp({}, async (app: FastifyInstance) => {
    await app.register(probeRoutes);
  });
});
afterAll(() => t.close());

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/probe/echo',
    payload,
    headers: { 'content-type': contentType },
  });

describe('the error contract', () => {
  it('refuses unknown body fields with 400 and names them', async () => {
    const res = await post(JSON.stringify({ name: 'a', isAdmin: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { isAdmin: ['UNKNOWN_FIELD'] } },
    });
  });

  it('names unknown fields called like Object.prototype members instead of failing', async () => {
    const res = await post(JSON.stringify({ name: 'a', constructor: 1, toString: 2 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: {
        msg: 'VALIDATION_FAILED',
        fields: { constructor: ['UNKNOWN_FIELD'], toString: ['UNKNOWN_FIELD'] },
      },
    });
  });

  it('reports the schema code of a failing field', async () => {
    const res = await post(JSON.stringify({ name: '', age: 1.5 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ name: ['REQUIRED'], age: ['INVALID'] });
  });

  it('answers a missing required field with REQUIRED', async () => {
    const res = await post(JSON.stringify({}));
    expect(res.json().errors.fields).toEqual({ name: ['REQUIRED'] });
  });

  it('answers malformed JSON with 400 MALFORMED_REQUEST, not 500', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { msg: 'MALFORMED_REQUEST' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('name=a', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ errors: { msg: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(300 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: { msg: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers a malformed id in the path with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/items/not-a-uuid' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });

  it('answers a path parameter longer than the router allows with 414, not echoing it', async () => {
    const id = `x${'a'.repeat(200)}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/probe/items/${id}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ errors: { msg: 'URI_TOO_LONG' } });
  });

  it('maps an AppError to its status and code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EVENT_NOT_RUNNING' } });
  });

  it('answers input the database refuses with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/bad-cast' });
    expect(res.statusCode).toBe(400);
  });

  it('answers an unexpected failure with a bare 500 that reveals nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: { msg: 'INTERNAL' } });
    expect(res.body).not.toMatch(/secret|select|stack/i);
  });
});

describe('access control', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${'x'.repeat(43)}` },
      { authorization: 'Basic abc' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/probe/admin', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: { msg: 'UNAUTHORIZED' } });
    }
  });

  it('refuses a route that does not declare who may call it', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ ...t.app.deps, database: t.database, logger: false });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/config.access/);
    await app.close();
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish and serves no new ones', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ ...t.app.deps, database: t.database, logger: false });
    await app.register(probeRoutes);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/probe/slow`).then((r) => r.json());
    await waitFor(() => release.name === 'releaseSlow');
    const closing = app.close();
    await new Promise((resolve) => setImmediate(resolve));
    const late = await fetch(`${address}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    release();
    expect(await inFlight).toEqual({ done: true });
    await closing;
  });
});

/** Polls a condition on the event loop (no fixed sleep). */
async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
