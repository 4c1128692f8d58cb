import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Scrape, scrapeMetrics } from '../test/prometheus-text';
import { parsePromql, withGrafanaVariables } from '../test/promql';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The Grafana dashboard (deploy/grafana/dashboard.json, decision 094) reads only what the
 * server exposes: every query is valid PromQL, every metric it names is a family of a real
 * scrape, and every label it matches or groups by is one those families carry.
 */

const TOKEN = 'dashboard-test-token-0123456789';
const deploy = (file: string) =>
  fileURLToPath(new URL(`../../../../deploy/${file}`, import.meta.url));

interface Panel {
  title: string;
  type: string;
  datasource?: { uid: string };
  targets?: { expr: string; datasource?: { uid: string } }[];
}
const dashboard = JSON.parse(fs.readFileSync(deploy('grafana/dashboard.json'), 'utf8')) as {
  uid: string;
  panels: Panel[];
};
const queries = dashboard.panels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })),
);

/** Labels Prometheus adds to every scraped series, and the bucket bound of a histogram. */
const ADDED_LABELS = ['job', 'instance'];

let t: TestApp;
let scrape: Scrape;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  for (const url of ['/api/health', '/api/ready', '/api/nope', '/api/events/x']) {
    await t.app.inject({ method: 'GET', url });
  }
  scrape = await scrapeMetrics(t.app, TOKEN);
});
afterAll(() => t.close());

/** The family a series name belongs to: itself, or a histogram's or summary's part. */
function familyOf(name: string): string | undefined {
  if (scrape.families.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  const type = scrape.families.get(base);
  return base !== name && (type === 'histogram' || type === 'summary') ? base : undefined;
}

/** The label names the samples of a family carry (`le` on a histogram's buckets). */
function labelsOf(family: string): Set<string> {
  const labels = new Set(ADDED_LABELS);
  for (const sample of scrape.samples()) {
    if (sample.name === family || sample.name.startsWith(`${family}_`)) {
      for (const label of Object.keys(sample.labels)) labels.add(label);
    }
  }
  return labels;
}

/** Whether the scrape has a sample of the family (a PGlite server has no pool samples). */
const hasSamples = (family: string) =>
  scrape.samples().some((s) => s.name === family || s.name.startsWith(`${family}_`));

describe('deploy/grafana/dashboard.json', () => {
  it('has panels with queries for every area the server measures', () => {
    expect(queries.length).toBeGreaterThanOrEqual(15);
    const text = queries.map((q) => q.expr).join('\n');
    for (const family of [
      'cc_http_request_duration_seconds',
      'cc_http_requests_in_flight',
      'cc_job_queue_due',
      'cc_job_queue_oldest_due_age_seconds',
      'cc_job_failures_total',
      'cc_push_messages_total',
      'cc_mail_messages_total',
      'cc_db_pool_connections',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(text, family).toContain(family);
    }
  });

  it.each(queries)('$panel: $expr is valid PromQL on names the server exposes', ({ expr }) => {
    const refs = parsePromql(withGrafanaVariables(expr));
    const known = new Set(ADDED_LABELS);
    for (const { metric, labels } of refs.selectors) {
      const family = familyOf(metric);
      expect(family, `${metric} is not a family of /metrics`).toBeDefined();
      if (!family || !hasSamples(family)) continue;
      const carried = labelsOf(family);
      for (const label of carried) known.add(label);
      for (const label of labels)
        expect(carried, `${metric} has no label ${label}`).toContain(label);
    }
    for (const label of refs.groupingLabels) {
      if (refs.selectors.some((s) => hasSamples(familyOf(s.metric) ?? ''))) {
        expect(known, `no series of this query has the label ${label}`).toContain(label);
      }
    }
  });

  it("reads the datasource Grafana's provisioning defines", () => {
    const provisioned = fs.readFileSync(
      deploy('grafana/provisioning/datasources/prometheus.yml'),
      'utf8',
    );
    const uid = /^\s*uid:\s*(\S+)\s*$/m.exec(provisioned)?.[1];
    expect(uid).toBeDefined();
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      expect(panel.datasource?.uid, panel.title).toBe(uid);
      for (const target of panel.targets ?? []) expect(target.datasource?.uid).toBe(uid);
    }
  });
});

describe('compose, Prometheus and the proxy', () => {
  const root = (file: string) => fileURLToPath(new URL(`../../../../${file}`, import.meta.url));
  const compose = fs.readFileSync(root('compose.yaml'), 'utf8');
  /** The block of one compose service: its lines up to the next service or section. */
  const service = (name: string) =>
    new RegExp(`^ {2}${name}:\\n((?: {4}.*\\n|\\s*\\n)+)`, 'm').exec(compose)?.[1] ?? '';

  it('starts Prometheus and Grafana only with the metrics profile, on pinned images', () => {
    for (const name of ['prometheus', 'grafana']) {
      const block = service(name);
      expect(block, name).toMatch(/^ {4}profiles: \[metrics\]$/m);
      expect(block, name).toMatch(/^ {4}image: [\w/-]+:v?\d+\.\d+\.\d+$/m);
    }
  });

  it('hands Prometheus the token as the file its scrape config reads', () => {
    const prometheus = fs.readFileSync(deploy('prometheus.yml'), 'utf8');
    const file = /credentials_file: (\S+)/.exec(prometheus)?.[1];
    expect(file).toBe('/run/secrets/metrics_token');
    expect(service('prometheus')).toMatch(/secrets:\n\s+- metrics_token/);
    expect(compose).toMatch(/^ {2}metrics_token:\n {4}environment: METRICS_TOKEN$/m);
    // The api gets it too, empty (no route) where .env leaves it out.
    expect(compose).toMatch(/^ {2}METRICS_TOKEN: \$\{METRICS_TOKEN:-\}$/m);
  });

  it('sends traffic to ready replicas and keeps /metrics from the internet', () => {
    expect(service('api')).toContain('/api/ready');
    const caddy = fs.readFileSync(deploy('Caddyfile'), 'utf8');
    expect(caddy).toMatch(/^\s*health_uri \/api\/ready$/m);
    expect(caddy).toMatch(/^\s*@metrics path \/metrics \/metrics\/$/m);
    expect(caddy).toMatch(/^\s*respond @metrics 404$/m);
  });
});
