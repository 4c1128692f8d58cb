import { dayIn } from '@cc/shared/time/calendar';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../test-app';
import { collectCatalogue, type RouteSpec } from './catalogue';
import { encodeMultipart, makeImages } from './multipart';
import { type Answer, checkAnswer, type Finding, type ViolationKind } from './oracle';
import { parseRawAnswer, rawCases, sendRaw } from './raw-http';
import { edgeRequests, type GeneratedRequest, requestArb } from './requests';
import type { refKinds } from './values';
import {
  buildWorld,
  type Identity,
  type Images,
  inspectWorld,
  type Role,
  renewTokens,
  throwawayIdentity,
  type World,
} from './world';

export interface FuzzOptions {
  seed: number;
  /** Generated requests per route: 40% as the participant, 40% as the admin, 10% as the second participant, 10% as nobody. */
  runs: number;
  /** Progress lines (one per route); silent when absent. */
  progress?: (line: string) => void;
  /** Routes whose every request and answer go to `progress` (a substring of `METHOD url`). */
  trace?: string;
  /** Fuzz only the routes whose `METHOD url` contains this text (and skip the raw cases). */
  only?: string;
}

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

/**
 * Routes that end the caller's own account: each request sends a fresh account of the
 * caller's role, so the world's people survive their fuzzing.
 */
const accountEnding = new Set(['DELETE /api/users/']);

/** How often one route may make the fuzzer rebuild the world (deleting its objects again and again). */
const MAX_REBUILDS_PER_ROUTE = 4;

const phase: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 };

/** Deterministic 31-bit seed for one route and role (FNV-1a over the names). */
function subSeed(seed: number, ...names: string[]) {
  let h = 2166136261 ^ seed;
  for (const ch of names.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h & 0x7fffffff;
}

/** encodeURIComponent that also takes lone surrogates (as the bytes a sloppy client would send). */
function encodePart(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return Buffer.from(value, 'utf8')
      .toString('latin1')
      .replace(
        /[^\w.~-]/g,
        (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`,
      );
  }
}

/** Fills `⟦ref:kind:i⟧` markers with ids of the world. */
function fillRefs<T>(value: T, world: World): T {
  const fill = (text: string) =>
    text.replace(/⟦ref:(\w+):(\d+)⟧/g, (_m, kind: string, index: string) => {
      const ids = world.refs[kind as (typeof refKinds)[number]] ?? [];
      return ids.length ? ids[Number(index) % ids.length]! : '00000000-0000-4000-8000-000000000000';
    });
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fill(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        Object.defineProperty(out, k, {
          value: walk(x),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/** Probes must be distinctive enough that finding them in an error body means an echo. */
function isProbe(text: string) {
  return text.length >= 6 && !/^[A-Za-z0-9_]{0,11}$/.test(text);
}

function queryString(query: GeneratedRequest['query']): { text: string; probes: string[] } {
  if (!query) return { text: '', probes: [] };
  if (query.kind === 'raw') return { text: query.value, probes: [] };
  const pairs: string[] = [];
  const probes: string[] = [];
  for (const [key, value] of Object.entries(query.value)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined) continue;
      const text = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
      if (isProbe(text)) probes.push(text);
      pairs.push(`${encodePart(key)}=${encodePart(text)}`);
    }
  }
  return { text: pairs.join('&'), probes };
}

/** A compiled matcher of the catalogue's paths, to know which route really answered. */
function routeMatcher(routes: RouteSpec[]) {
  const compiled = routes
    .map((r) => ({
      route: r,
      params: r.paramNames.length,
      re: new RegExp(
        `^${r.url.replace(/\/$/, '').replace(/:\w+/g, '[^/]+').replace('*', '.*')}/?$`,
      ),
    }))
    .sort((a, b) => a.params - b.params);
  return (method: string, url: string) => {
    // inject() parses the URL as a browser would (dot segments, also %2e%2e, are resolved).
    let path = url.split('?')[0]!;
    try {
      path = new URL(url, 'http://fuzz.test').pathname;
    } catch {
      // Not a URL a WHATWG parser accepts: matched as written.
    }
    return compiled.find((c) => c.route.method === method && c.re.test(path))?.route;
  };
}

interface Prepared {
  inject: InjectOptions;
  probes: string[];
  bodyText: string;
}

function prepare(
  route: RouteSpec,
  gen: GeneratedRequest,
  world: World,
  images: Images,
  identity: Identity | undefined,
): Prepared {
  const probes: string[] = [];
  let path = route.url;
  for (const name of route.paramNames) {
    const pv = gen.path[name]!;
    const value = fillRefs(pv.value, world);
    if (isProbe(value) && !/⟦ref/.test(pv.value)) probes.push(value);
    path = path.replace(name === '*' ? '*' : `:${name}`, pv.raw ? value : encodePart(value));
  }
  const query = queryString(fillRefs(gen.query, world));
  probes.push(...query.probes);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(fillRefs(gen.headers, world))) {
    headers[k] = v;
    if (isProbe(v) && k !== 'content-encoding' && k !== 'accept') probes.push(v);
  }
  const token = identity?.token;
  switch (gen.auth) {
    case 'normal':
      if (token) headers.authorization = `Bearer ${token}`;
      break;
    case 'garbage':
      headers.authorization = `Bearer ${'A'.repeat(43)}`;
      break;
    case 'revoked':
      headers.authorization = `Bearer ${world.revokedToken}`;
      break;
    case 'basic':
      headers.authorization = 'Basic ZnV6ejpmdXp6';
      break;
    case 'lowercase':
      headers.authorization = `bearer ${token ?? world.revokedToken}`;
      break;
    case 'tampered': {
      const base = token ?? world.revokedToken;
      headers.authorization = `Bearer ${base.slice(0, -1)}${base.endsWith('A') ? 'B' : 'A'}`;
      break;
    }
    case 'none':
      break;
  }
  const inject: InjectOptions = {
    method: (gen.method ?? route.method) as InjectOptions['method'],
    url: query.text ? `${path}?${query.text}` : path,
    headers,
  };
  let bodyText = '';
  const body = gen.body;
  if (body.kind === 'json') {
    const value = fillRefs(body.value, world);
    bodyText = JSON.stringify(value) ?? 'undefined';
    inject.payload = bodyText === 'undefined' ? '' : bodyText;
    headers['content-type'] = body.contentType;
  } else if (body.kind === 'raw') {
    const data = fillRefs(body.data, world);
    inject.payload = Buffer.from(data, body.encoding);
    bodyText = data.length > 300 ? `${data.slice(0, 300)}… (${data.length} chars)` : data;
    if (body.contentType) headers['content-type'] = body.contentType;
  } else if (body.kind === 'multipart') {
    const spec = fillRefs(body.spec, world);
    const encoded = encodeMultipart(spec, images);
    inject.payload = encoded.payload;
    headers['content-type'] = encoded.contentType;
    bodyText = `multipart (${spec.malformation}): ${spec.parts
      .map((p) =>
        p.file
          ? `${p.name ?? '(no name)'}=<${p.file}${p.filename === undefined ? ', no filename' : ''}>`
          : `${p.name ?? '(no name)'}=${JSON.stringify((p.value ?? '').slice(0, 40))}`,
      )
      .join(', ')}`;
  }
  return { inject, probes, bodyText };
}

/** `CODE field:FIELD_CODE` of an error body (the first field only), for the statistics. */
function errorCodeOf(body: string): string {
  try {
    const errors = JSON.parse(body)?.errors;
    const [field, codes] = Object.entries(errors?.fields ?? {})[0] ?? [];
    return `${errors?.msg ?? '?'}${field ? ` ${field}:${(codes as string[])[0]}` : ''}`;
  } catch {
    return '(not JSON)';
  }
}

function statusClass(status: number | undefined) {
  return status === undefined ? 'none' : `${Math.floor(status / 100)}xx`;
}

/**
 * What makes two failures the same: the kind, the status and the code the body names (our
 * `msg`, or a framework's own `code` such as FST_ERR_BAD_URL). A 5xx is told apart by route
 * too, since each route fails for its own reason.
 */
function signatureOf(f: Failure) {
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

/** Redacts bearer tokens from a reproduction, naming whose they were. */
function redact(headers: Record<string, string>, world: World) {
  const out = { ...headers };
  if (out.authorization) {
    let auth = out.authorization;
    for (const [name, who] of Object.entries(world.identities))
      auth = auth.replace(who.token, `<${name} token>`);
    auth = auth.replace(world.revokedToken, '<revoked token>');
    out.authorization = auth;
  }
  return out;
}

/**
 * Fuzzes every route of the app on its real database: builds the world, generates
 * `runs` requests per route for each signed-in role (fewer anonymously), sends them with
 * inject(), checks each answer against the contract, then sends the raw-socket cases.
 */
export async function runFuzz(t: TestApp, options: FuzzOptions): Promise<FuzzSummary> {
  const started = Date.now();
  const { seed, runs } = options;
  const images = await makeImages();
  const catalogue = await collectCatalogue(t.app);
  const matchRoute = routeMatcher(catalogue);
  const ctx = { today: dayIn(t.config.timeZone) };
  let world = await buildWorld(t, images);
  let worldsBuilt = 1;

  const perRoute: Record<string, RouteStats> = {};
  const distinct = new Map<string, { count: number; routes: string[]; first: Failure }>();
  const byKind: Partial<Record<ViolationKind, number>> = {};
  let requests = 0;

  const record = (
    route: string,
    role: Role,
    prepared: Prepared | undefined,
    raw: { method: string; url: string; headers: Record<string, string>; body: string },
    answer: Answer,
    findings: Finding[],
  ) => {
    const stats = perRoute[route] ?? {
      sent: 0,
      status: {},
      errors: {},
      failures: 0,
      ms: 0,
      worlds: 0,
    };
    perRoute[route] = stats;
    stats.sent += 1;
    const cls = statusClass(answer.status);
    stats.status[cls] = (stats.status[cls] ?? 0) + 1;
    if (answer.status !== undefined && answer.status >= 400) {
      const code = errorCodeOf(answer.body);
      stats.errors[code] = (stats.errors[code] ?? 0) + 1;
    }
    if (findings.length) stats.failures += 1;
    for (const finding of findings) {
      byKind[finding.kind] = (byKind[finding.kind] ?? 0) + 1;
      const failure: Failure = {
        kind: finding.kind,
        detail: finding.detail,
        route,
        role,
        method: raw.method,
        url: raw.url.length > 300 ? `${raw.url.slice(0, 300)}… (${raw.url.length} chars)` : raw.url,
        headers: redact(raw.headers, world),
        body: prepared?.bodyText ?? raw.body,
        status: answer.status,
        response: answer.body.slice(0, 400),
      };
      const signature = signatureOf(failure);
      const entry = distinct.get(signature);
      if (entry) {
        entry.count += 1;
        if (!entry.routes.includes(route)) entry.routes.push(route);
      } else {
        distinct.set(signature, { count: 1, routes: [route], first: failure });
      }
    }
  };

  const selected = options.only
    ? catalogue.filter((r) => r.key.includes(options.only!))
    : catalogue;
  const ordered = [...selected].sort((a, b) => (phase[a.method] ?? 1) - (phase[b.method] ?? 1));
  const roles: Array<[Role, number]> = [
    ['participant', Math.ceil(runs * 0.4)],
    ['admin', Math.ceil(runs * 0.4)],
    ['second', Math.ceil(runs * 0.1)],
    ['anonymous', Math.ceil(runs * 0.1)],
  ];

  for (const route of ordered) {
    const state = await inspectWorld(t, world);
    if (state === 'broken') {
      world = await buildWorld(t, images);
      worldsBuilt += 1;
    } else if (state === 'tokens') {
      await renewTokens(t, world);
    }
    let rebuilds = 0;
    const routeStarted = Date.now();
    const arb = requestArb(route, ctx);
    const edges = edgeRequests(route, ctx);
    for (const [role, count] of roles) {
      const random = fc.sample(arb, { seed: subSeed(seed, route.key, role), numRuns: count });
      const signedIn = role === 'participant' || role === 'admin';
      const samples = signedIn ? [...edges, ...random] : random;
      for (const gen of samples) {
        let identity = role === 'anonymous' ? undefined : world.identities[role];
        if (identity && accountEnding.has(route.key))
          identity = await throwawayIdentity(t, identity.role);
        const prepared = prepare(route, gen, world, images, identity);
        const res = await t.app.inject(prepared.inject);
        requests += 1;
        const answer: Answer = {
          status: res.statusCode,
          contentType: res.headers['content-type'] as string | undefined,
          body: res.body,
        };
        const actingAs: Role | undefined =
          gen.auth === 'normal' ? role : gen.auth === 'lowercase' ? undefined : 'anonymous';
        if (options.trace && route.key.includes(options.trace)) {
          options.progress?.(
            `  ${role} ${gen.auth} ${prepared.inject.method} ${prepared.inject.url} ${JSON.stringify(prepared.inject.headers)} ${prepared.bodyText.slice(0, 300)}\n    -> ${res.statusCode} ${/json|text/.test(String(res.headers['content-type'])) ? res.body.slice(0, 200) : `<${res.rawPayload.length} bytes ${res.headers['content-type']}>`}`,
          );
        }
        const method = prepared.inject.method as string;
        const answered = matchRoute(method, prepared.inject.url as string);
        const findings = checkAnswer(answer, {
          method,
          route: answered,
          actingAs: actingAs ?? 'admin',
          probes: prepared.probes,
        }).filter((f) => f.kind !== 'access' || actingAs !== undefined);
        record(
          route.key,
          role,
          prepared,
          {
            method: route.method,
            url: prepared.inject.url as string,
            headers: prepared.inject.headers as Record<string, string>,
            body: '',
          },
          answer,
          findings,
        );
        if (method !== 'GET' && method !== 'HEAD' && res.statusCode < 300) {
          const after = await inspectWorld(t, world);
          if (after === 'tokens') await renewTokens(t, world);
          if (after === 'broken' && rebuilds < MAX_REBUILDS_PER_ROUTE) {
            rebuilds += 1;
            world = await buildWorld(t, images, world);
            worldsBuilt += 1;
          }
        }
      }
    }
    const stats = perRoute[route.key];
    if (stats) {
      stats.ms = Date.now() - routeStarted;
      stats.worlds = rebuilds;
    }
    options.progress?.(
      `${route.key}: ${stats?.sent ?? 0} sent, ${JSON.stringify(stats?.status ?? {})}, ${stats?.failures ?? 0} failing`,
    );
  }

  const rawRequests = options.only
    ? 0
    : await fuzzRawSockets(t, world, (name, raw, answer, findings) =>
        record(`RAW ${name}`, 'anonymous', undefined, raw, answer, findings),
      );

  const fiveXX = byKind['5xx'] ?? 0;
  const violations = Object.entries(byKind)
    .filter(([kind]) => kind !== '5xx')
    .reduce((n, [, c]) => n + (c ?? 0), 0);
  return {
    seed,
    runs,
    routes: catalogue.length,
    requests,
    rawRequests,
    fiveXX,
    violations,
    byKind,
    perRoute,
    distinct: [...distinct.entries()].map(([signature, v]) => ({ signature, ...v })),
    worldsBuilt,
    elapsedMs: Date.now() - started,
  };
}

type RawRecorder = (
  name: string,
  raw: { method: string; url: string; headers: Record<string, string>; body: string },
  answer: Answer,
  findings: Finding[],
) => void;

/** Sends the raw cases to the app listening on a loopback port. */
async function fuzzRawSockets(t: TestApp, world: World, recordRaw: RawRecorder) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let sent = 0;
  for (const rawCase of rawCases({ realUser: world.refs.user[0]! })) {
    const answer = parseRawAnswer(await sendRaw(port, rawCase.bytes));
    sent += 1;
    const findings = checkAnswer(answer, {
      method: rawCase.bytes.split(' ')[0] ?? '',
      route: undefined,
      actingAs: 'anonymous',
      probes: rawCase.probes,
    });
    const requestLine = rawCase.bytes.split(/\r?\n/)[0] ?? '';
    recordRaw(
      rawCase.name,
      {
        method: requestLine.split(' ')[0] ?? '',
        url: JSON.stringify(
          rawCase.bytes.length > 200 ? `${rawCase.bytes.slice(0, 200)}…` : rawCase.bytes,
        ),
        headers: {},
        body: '',
      },
      answer,
      findings.filter((f) => !(f.kind === 'undeclared-status' && answer.status === 200)),
    );
  }
  return sent;
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
