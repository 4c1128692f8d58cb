import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

/** An error shaped as node-postgres raises it: a SQLSTATE `code` or a Node `code`, or neither. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

/** As Drizzle hands it on: the driver's error is the cause. */
function wrapped(cause: Error): Error {
  return new DrizzleQueryError('select 1', [], cause);
}

const outages: Record<string, Error> = {
  'admin shutdown (57P01)': driverError(
    'terminating connection due to administrator command',
    '57P01',
  ),
  'starting up (57P03)': driverError('the database system is starting up', '57P03'),
  'not accepting connections (55000)': driverError(
    'database "cc" is not currently accepting connections',
    '55000',
  ),
  'connection failure (08006)': driverError('connection failure', '08006'),
  'too many connections (53300)': driverError('sorry, too many clients already', '53300'),
  ECONNREFUSED: driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  ECONNRESET: driverError('read ECONNRESET', 'ECONNRESET'),
  ETIMEDOUT: driverError('connect ETIMEDOUT', 'ETIMEDOUT'),
  EPIPE: driverError('write EPIPE', 'EPIPE'),
  'terminated unexpectedly': driverError('Connection terminated unexpectedly'),
  'terminated by connection timeout': driverError(
    'Connection terminated due to connection timeout',
  ),
  'pool timeout': driverError('timeout exceeded when trying to connect'),
};

/** Routes that exist only in this test: each throws one failure, bare and as Drizzle wraps it. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: 'public' as const };
  Object.entries(outages).forEach(([, error], i) => {
    app.get(`/api/probe/outage/${i}`, { config: access }, async () => {
      throw error;
    });
    app.get(`/api/probe/outage/${i}/wrapped`, { config: access }, async () => {
      throw wrapped(error);
    });
  });
  app.get('/api/probe/prerequisite', { config: access }, async () => {
    throw wrapped(driverError('cannot refresh materialized view concurrently', '55000'));
  });
};

beforeAll(async () => {
  t = await createTestApp({}, async (app: FastifyInstance) => {
    await app.register(probeRoutes);
  });
});
afterAll(() => t.close());

describe('a database that cannot be reached', () => {
  Object.keys(outages).forEach((name, i) => {
    it(`answers ${name} with 503 SERVICE_UNAVAILABLE and Retry-After, bare and wrapped by Drizzle`, async () => {
      for (const url of [`/api/probe/outage/${i}`, `/api/probe/outage/${i}/wrapped`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
        expect(res.json()).toEqual({ errors: { msg: 'SERVICE_UNAVAILABLE' } });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    });
  });

  it('still answers a 55000 that is no connection failure with a bare 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/prerequisite' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: { msg: 'INTERNAL' } });
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
