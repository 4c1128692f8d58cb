import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../db/jobs';
import { jobs } from '../db/schema';
import { buildUser, tokenFor } from '../test/factories';
import { type Scrape, scrapeMetrics } from '../test/prometheus-text';
import { startTestPushService, type TestPushService } from '../test/push-endpoint';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { startJobWorker } from './jobs';

/** GET /metrics (decision 094): who may read it, and what it tells. */

const TOKEN = 'metrics-token-for-tests-0123456789';
const MESSAGE = { type: 1, title: 'Hello', body: 'World', url: '/', tag: 't' };

let t: TestApp;
let service: TestPushService;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, PUSH_ALLOW_LOOPBACK: 'true' });
  service = await startTestPushService();
});
afterAll(async () => {
  await t.close();
  await service.close();
});

function getMetrics(authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist: 404 NOT_FOUND, also to a bearer', async () => {
    // Blank as compose passes a variable left out of .env: the same as unset.
    const plain = await createTestApp({ METRICS_TOKEN: '' });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
      }
      expect(plain.app.deps.metrics).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it.each([
    ['no Authorization', undefined],
    ['another token', 'Bearer metrics-token-for-tests-0123456780'],
    ['the token cut short', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token longer', `Bearer ${TOKEN}x`],
    ['the token as Basic', `Basic ${TOKEN}`],
    ['the token without its scheme', TOKEN],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 UNAUTHORIZED to %s', async (_what, authorization) => {
    const res = await getMetrics(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: { msg: 'UNAUTHORIZED' } });
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).not.toContain('cc_http');
  });

  it('answers a session token of a signed-in user with 401 too', async () => {
    const user = await buildUser(t.db);
    const res = await getMetrics(`Bearer ${await tokenFor(t.db, user.id)}`);
    expect(res.statusCode).toBe(401);
  });

  it('answers the bearer of the token in the Prometheus text format, uncached', async () => {
    const res = await getMetrics(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP /m);
  });
});

describe('the families after a short load', () => {
  let scrape: Scrape;
  const user = { id: '', email: '' };

  beforeAll(async () => {
    const row = await buildUser(t.db, { email: `metrics.${randomUUID()}@example.com` });
    user.id = row.id;
    user.email = row.email;
    const auth = { authorization: `Bearer ${await tokenFor(t.db, row.id)}` };
    const urls = [
      '/api/health',
      '/api/ready',
      `/api/events/${randomUUID()}`,
      `/api/users/${row.id}`,
      `/api/users/${encodeURIComponent(row.email)}`,
      `/no/such/${row.id}/${encodeURIComponent(row.email)}`,
      `/api/no-such-route/${row.id}`,
    ];
    for (const url of urls) {
      await t.app.inject({ method: 'GET', url });
      await t.app.inject({ method: 'GET', url, headers: auth });
    }
    await t.app.inject({ method: 'PROPFIND' as 'GET', url: `/api/users/${row.id}` });
    await t.app.deps.mailer.send({ to: row.email, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    const sent = service.subscribe();
    const gone = service.subscribe();
    service.answer(gone.id, 410);
    const failing = service.subscribe();
    service.answer(failing.id, 500);
    const push = t.app.deps.push!;
    expect(await push.send({ endpoint: sent.endpoint, ...sent.keys }, MESSAGE)).toBe('sent');
    expect(await push.send({ endpoint: gone.endpoint, ...gone.keys }, MESSAGE)).toBe('gone');
    await expect(
      push.send({ endpoint: failing.endpoint, ...failing.keys }, MESSAGE),
    ).rejects.toThrow();
    await runFailingJob();
    await t.db.transaction((tx) =>
      enqueueJob(tx, 'metrics-later', {}, { runAt: new Date(Date.now() + 3_600_000) }),
    );
    await t.db.transaction((tx) => enqueueJob(tx, 'metrics-waiting', {}));
    scrape = await scrapeMetrics(t.app, TOKEN);
  });

  /** A job whose only attempt throws: one failure counted as given up. */
  async function runFailingJob() {
    const id = await t.db.transaction((tx) =>
      enqueueJob(tx, 'metrics-broken', {}, { maxAttempts: 1 }),
    );
    const worker = startJobWorker({
      database: t.database,
      deps: { ...t.app.deps, log: pino({ level: 'silent' }) },
      handlers: [
        {
          type: 'metrics-broken',
          async run() {
            throw new Error('broken on purpose');
          },
        },
      ],
      pollMs: 20,
    });
    try {
      await waitFor(async () => {
        const [row] = await t.db.select({ state: jobs.state }).from(jobs);
        return row?.state === 'failed' && row !== undefined && id.length > 0;
      }, 'the job given up');
    } finally {
      await worker.stop();
    }
  }

  it('times requests by route pattern, method and status class', () => {
    const routes = scrape.labelValues('cc_http_request_duration_seconds_count', 'route');
    expect(routes).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/events/:id', 'unmatched']),
    );
    expect(
      scrape.value('cc_http_request_duration_seconds_count', {
        route: '/api/health',
        method: 'GET',
        status_class: '2xx',
      }),
    ).toBe(2);
    expect(scrape.labelValues('cc_http_request_duration_seconds_count', 'status_class')).toEqual(
      expect.arrayContaining(['2xx', '4xx']),
    );
    expect(scrape.labelValues('cc_http_request_duration_seconds_count', 'method')).toEqual(
      expect.arrayContaining(['GET', 'OTHER']),
    );
    expect(scrape.samples('cc_http_request_duration_seconds_bucket').length).toBeGreaterThan(10);
  });

  it('counts the requests in flight: the scrape itself only', () => {
    expect(scrape.value('cc_http_requests_in_flight')).toBe(1);
  });

  it('carries no id, no address and no raw URL in any label', () => {
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    const values = scrape.allLabelValues();
    expect(values.length).toBeGreaterThan(20);
    for (const value of values) {
      expect(value).not.toMatch(uuid);
      expect(value).not.toMatch(/@|%40/);
      expect(value).not.toContain(user.id);
      expect(value).not.toContain('/no/such');
    }
  });

  it('counts mail and push by outcome', () => {
    expect(scrape.value('cc_mail_messages_total', { outcome: 'sent' })).toBe(1);
    expect(scrape.value('cc_push_messages_total', { outcome: 'sent' })).toBe(1);
    expect(scrape.value('cc_push_messages_total', { outcome: 'gone' })).toBe(1);
    expect(scrape.value('cc_push_messages_total', { outcome: 'failed' })).toBe(1);
  });

  it('counts a job given up by its type', () => {
    expect(
      scrape.value('cc_job_failures_total', { type: 'metrics-broken', outcome: 'given_up' }),
    ).toBe(1);
  });

  it('reads the queue from the table: due, scheduled and the age of the oldest due job', () => {
    expect(scrape.value('cc_job_queue_due', { type: 'metrics-waiting' })).toBe(1);
    expect(scrape.value('cc_job_queue_scheduled', { type: 'metrics-later' })).toBe(1);
    expect(scrape.value('cc_job_queue_due', { type: 'metrics-later' })).toBe(0);
    expect(
      scrape.value('cc_job_queue_oldest_due_age_seconds', { type: 'metrics-waiting' }),
    ).toBeGreaterThanOrEqual(0);
    // Every job type of the server is listed while its queue is empty.
    expect(scrape.labelValues('cc_job_queue_due', 'type')).toEqual(
      expect.arrayContaining(['push-delivery']),
    );
  });

  it('reports the database up, and its pool where it has one (PostgreSQL)', () => {
    expect(scrape.value('cc_database_up')).toBe(1);
    expect(scrape.families.get('cc_db_pool_connections')).toBe('gauge');
    if (t.database.kind === 'postgres') {
      expect(scrape.value('cc_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
      expect(scrape.value('cc_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(scrape.samples('cc_db_pool_connections')).toEqual([]);
    }
  });

  it('has the process families: memory, heap and event-loop lag', () => {
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(scrape.families.has(name), name).toBe(true);
    }
  });
});

describe('a request whose client leaves before its answer', () => {
  it('leaves the in-flight count without a duration', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const isRunning = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const probe = await createTestApp({ METRICS_TOKEN: TOKEN }, async (app) => {
      app.get('/probe/held', async () => {
        arrived();
        await held;
        return { ok: true };
      });
    });
    try {
      await probe.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = probe.app.server.address() as AddressInfo;
      const request = http.get(`http://127.0.0.1:${port}/probe/held`);
      request.on('error', () => {});
      await isRunning;
      const inFlight = async () =>
        (await scrapeMetrics(probe.app, TOKEN)).value('cc_http_requests_in_flight');
      // The held request and the scrape itself.
      expect(await inFlight()).toBe(2);
      request.destroy();
      await waitFor(async () => (await inFlight()) === 1, 'the request out of the count');
      release();
      const scrape = await scrapeMetrics(probe.app, TOKEN);
      expect(scrape.labelValues('cc_http_request_duration_seconds_count', 'route')).not.toContain(
        '/probe/held',
      );
    } finally {
      release();
      await probe.close();
    }
  });
});
