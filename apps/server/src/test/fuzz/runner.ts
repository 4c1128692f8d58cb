import { dayIn } from '@cc/shared/time/calendar';
import fc from 'fast-check';
import type { TestApp } from '../test-app';
import { collectCatalogue, type RouteSpec } from './catalogue';
import { edgeRequests } from './edges';
import { makeImages } from './multipart';
import { type Answer, checkAnswer, type Finding, type ViolationKind } from './oracle';
import { parseRawAnswer, rawCases, sendRaw } from './raw-http';
import { requestArb } from './requests';
import { type Prepared, prepare, redact } from './send';
import {
  errorCodeOf,
  type Failure,
  type FuzzSummary,
  type RouteStats,
  signatureOf,
  statusClass,
} from './summary';
import {
  buildWorld,
  inspectWorld,
  type Role,
  renewTokens,
  throwawayIdentity,
  type World,
} from './world';

export type { FuzzSummary } from './summary';
export { formatSummary } from './summary';

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

/** A request that has no answer after this long counts as unanswered (a hang is a failure too). */
const ANSWER_TIMEOUT_MS = 5_000;

/** Sends a prepared request; a binary body is shown by its size and type. */
async function answerOf(t: TestApp, prepared: Prepared): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ANSWER_TIMEOUT_MS);
  });
  const res = await Promise.race([t.app.inject(prepared.inject), timeout]);
  clearTimeout(timer);
  if (!res) return { status: undefined, contentType: undefined, body: '' };
  const contentType = res.headers['content-type'] as string | undefined;
  const isText = /json|text/.test(String(contentType));
  return {
    status: res.statusCode,
    contentType,
    body: isText || res.rawPayload.length === 0 ? res.body : `<${res.rawPayload.length} bytes>`,
  };
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
        const tracing = options.trace !== undefined && route.key.includes(options.trace);
        if (tracing) {
          options.progress?.(
            `  ${role} ${gen.auth} ${prepared.inject.method} ${prepared.inject.url} ${JSON.stringify(prepared.inject.headers)} ${prepared.bodyText.slice(0, 300)}`,
          );
        }
        const answer = await answerOf(t, prepared);
        requests += 1;
        if (tracing)
          options.progress?.(`    -> ${answer.status ?? 'no answer'} ${answer.body.slice(0, 200)}`);
        const actingAs: Role | undefined =
          gen.auth === 'normal' ? role : gen.auth === 'lowercase' ? undefined : 'anonymous';
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
        if (method !== 'GET' && method !== 'HEAD' && (answer.status ?? 500) < 300) {
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
