import type { ViolationKind } from './oracle';
import type { Role } from './world';

/** One request the contract checks refused, written so it can be replayed by hand. */
export interface Failure {
  kind: ViolationKind;
  detail: string;
  route: string;
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number | undefined;
  response: string;
}

export interface RouteStats {
  sent: number;
  status: Record<string, number>;
  /** Error answers by code and first field, e.g. `VALIDATION_FAILED date:INVALID_DATE`. */
  errors: Record<string, number>;
  failures: number;
  ms: number;
  /** Worlds built while fuzzing this route (its requests deleted or disabled what it aimed at). */
  worlds: number;
}

export interface FuzzSummary {
  seed: number;
  runs: number;
  routes: number;
  requests: number;
  rawRequests: number;
  fiveXX: number;
  /** Contract violations other than 5xx. */
  violations: number;
  byKind: Partial<Record<ViolationKind, number>>;
  perRoute: Record<string, RouteStats>;
  /** The first failure of each distinct kind of failure, with how often it happened. */
  distinct: Array<{ signature: string; count: number; routes: string[]; first: Failure }>;
  worldsBuilt: number;
  elapsedMs: number;
}

/** `CODE field:FIELD_CODE` of an error body (the first field only), for the statistics. */
export function errorCodeOf(body: string): string {
  try {
    const errors = JSON.parse(body)?.errors;
    const [field, codes] = Object.entries(errors?.fields ?? {})[0] ?? [];
    return `${errors?.msg ?? '?'}${field ? ` ${field}:${(codes as string[])[0]}` : ''}`;
  } catch {
    return '(not JSON)';
  }
}

/** `2xx`, `4xx`, ... or `none` when nothing answered. */
export function statusClass(status: number | undefined) {
  return status === undefined ? 'none' : `${Math.floor(status / 100)}xx`;
}

/**
 * What makes two failures the same: the kind, the status and the code the body names (our
 * `msg`, or a framework's own `code` such as FST_ERR_BAD_URL). A 5xx is told apart by route
 * too, since each route fails for its own reason.
 */
export function signatureOf(f: Failure) {
  const code =
    /"msg":"(\w+)"/.exec(f.response)?.[1] ?? /"code":"(\w+)"/.exec(f.response)?.[1] ?? '';
  const detail = f.detail
    .replace(/[0-9a-f-]{36}/g, '<id>')
    .replace(/\d+/g, 'N')
    .slice(0, 50);
  if (f.kind === '5xx') return `5xx · ${f.route} · ${f.status} ${code}`;
  if (f.route.startsWith('RAW ')) return `${f.kind} · ${f.route} · ${f.status ?? '-'}`;
  return `${f.kind} · ${f.status ?? '-'} ${code} · ${detail}`;
}

function pad(text: string, width: number) {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** The summary the fuzz test and `npm run fuzz` print. */
export function formatSummary(s: FuzzSummary, maxRepros = 12): string {
  const lines: string[] = [];
  const kinds = Object.entries(s.byKind)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  lines.push(
    `fuzz summary: seed ${s.seed}, ${s.runs} generated requests per route, ${s.routes} routes`,
    `requests: ${s.requests} generated + ${s.rawRequests} raw-socket, ${(s.elapsedMs / 1000).toFixed(1)} s, worlds built ${s.worldsBuilt}`,
    `5xx: ${s.fiveXX}`,
    `contract violations: ${s.violations}${kinds ? ` (${kinds})` : ''}`,
  );
  const raw = Object.entries(s.perRoute).filter(([route]) => route.startsWith('RAW '));
  const rawFailing = raw.filter(([, stats]) => stats.failures > 0).length;
  lines.push(
    `raw-socket cases (parser, URL, header and framing errors): ${raw.length}, ${rawFailing} failing`,
    'per route (sent, 2xx/4xx/5xx, failing):',
  );
  for (const [route, stats] of Object.entries(s.perRoute)) {
    if (route.startsWith('RAW ')) continue;
    const st = stats.status;
    lines.push(
      `  ${pad(route, 52)} ${pad(String(stats.sent), 6)} ${st['2xx'] ?? 0}/${st['4xx'] ?? 0}/${st['5xx'] ?? 0}${stats.failures ? `  ${stats.failures} failing` : ''}`,
    );
  }
  if (s.distinct.length) {
    lines.push(
      `distinct failures: ${s.distinct.length} (first ${Math.min(maxRepros, s.distinct.length)} with a reproduction)`,
    );
    for (const [i, d] of s.distinct.slice(0, maxRepros).entries()) {
      const f = d.first;
      lines.push(
        `  ${i + 1}. [${f.kind}] ×${d.count} on ${d.routes.length} route(s), first ${f.route} as ${f.role}: ${f.detail}`,
        `     ${f.method} ${f.url}`,
        `     headers ${JSON.stringify(f.headers)}`,
        ...(f.body
          ? [`     body ${f.body.length > 400 ? `${f.body.slice(0, 400)}…` : f.body}`]
          : []),
        `     -> ${f.status ?? 'no answer'} ${f.response}`,
      );
    }
  }
  return lines.join('\n');
}
