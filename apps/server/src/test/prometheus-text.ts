import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** One sample line of the Prometheus text format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A parsed /metrics answer. */
export interface Scrape {
  /** Every family of a `# TYPE` line, with its type (counter, gauge, histogram...). */
  families: Map<string, string>;
  /** The samples of one series name (e.g. `cc_x_bucket`), all of them when no name is given. */
  samples(name?: string): Sample[];
  /** The value of the one sample of `name` whose labels include `labels`; undefined if none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
  /** The distinct values of one label over the samples of `name`. */
  labelValues(name: string, label: string): string[];
  /** Every label value of every sample. */
  allLabelValues(): string[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?/g;

/** Parses the Prometheus text exposition format (version 0.0.4); throws on a line it cannot read. */
export function parsePrometheusText(text: string): Scrape {
  const families = new Map<string, string>();
  const all: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    if (line.startsWith('# TYPE ')) {
      const [, , name, type] = line.split(' ');
      if (!name || !type) throw new Error(`bad TYPE line: ${line}`);
      families.set(name, type);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`bad sample line: ${line}`);
    const [, name, labelText, value] = match as unknown as [
      string,
      string,
      string | undefined,
      string,
    ];
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (labelText ?? '').matchAll(LABEL)) {
      labels[key as string] = (raw as string).replace(/\\(.)/g, (_m, c: string) =>
        c === 'n' ? '\n' : c,
      );
    }
    all.push({ name, labels, value: Number(value) });
  }
  const samples = (name?: string) => (name ? all.filter((s) => s.name === name) : all);
  return {
    families,
    samples,
    value(name, labels = {}) {
      const found = samples(name).filter((s) =>
        Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      );
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
      return found[0]?.value;
    },
    labelValues: (name, label) => [
      ...new Set(samples(name).flatMap((s) => (label in s.labels ? [s.labels[label]!] : []))),
    ],
    allLabelValues: () => all.flatMap((s) => Object.values(s.labels)),
  };
}

/** GET /metrics with the token; fails the test unless it answers 200. */
export async function scrapeMetrics(app: FastifyInstance, token: string): Promise<Scrape> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return parsePrometheusText(res.body);
}
