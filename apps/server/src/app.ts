import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '@cc/shared/errors/app-error';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { healthRoutes, jobHandlers, moduleRoutes, readyRoutes } from './modules/index';
import { openSessionCache, resolveSession } from './modules/sessions';
import { registerAccessControl } from './platform/access';
import {
  answerClientError,
  registerJsonObjectParser,
  registerRawRequestAnswers,
} from './platform/client-errors';
import { registerApiCompression } from './platform/compression';
import { type Clock, type Deps, systemClock } from './platform/context';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler';
import { inlineScriptHashes } from './platform/inline-scripts';
import { createLogger } from './platform/logger';
import { countedMailer, countedPush, createMetrics } from './platform/metrics';
import { registerMetrics } from './platform/metrics-route';
import { rateLimitCounting } from './platform/rate-limit-store';
import { answerSerializerCompiler } from './platform/serializer';
import { proxyTrust } from './platform/trust-proxy';
import { registerUploads } from './platform/uploads';

export interface BuildAppOptions extends Omit<Deps, 'db' | 'sessions' | 'clock'> {
  database: Database;
  /** The time of time-bound rules; the system clock unless a test passes its own. */
  clock?: Clock;
  /** The process logger; false for silence (tests). */
  logger?: FastifyBaseLogger | false;
}

/** Largest uploaded file (activity photo, avatar). */
const UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
/** Largest JSON body; multipart uploads have their own limits. */
const BODY_LIMIT = 256 * 1024;

/**
 * Builds the HTTP application. Plugins are registered in a deliberate order: error contract
 * first (so every later failure uses it), then security headers and limits, the API's
 * compression and the OpenAPI collector (both must see routes as they are added), access
 * control, and finally the routes and static files.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const logging: Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> =
    opts.logger === false
      ? { logger: false }
      : { loggerInstance: opts.logger ?? createLogger(config.logLevel) };
  const app = Fastify({
    ...logging,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: proxyTrust(config.trustProxy),
    // Every answer in the error shape, also before a route is found or a request parsed:
    // the router's URL errors, Node's parser errors, and a missing Host (checked by
    // registerRawRequestAnswers, as Node's own check answers an empty 400).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    http: { requireHostHeader: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers written from their schemas, checked against them outside production (decision 051).
  app.setSerializerCompiler(answerSerializerCompiler(config.env !== 'production'));
  // Shared with the other processes on the same PostgreSQL; its listener closes after the
  // last request has finished (onClose runs once the server has drained).
  const { cache: sessions, close: closeSessions } = await openSessionCache(database, app.log);
  app.addHook('onClose', closeSessions);
  // Metrics exist only where an operator asked for them with METRICS_TOKEN (decision 094);
  // mail and push then count each send wherever it happens, in a request or in a job.
  const metrics = config.metricsToken
    ? createMetrics({ database, jobTypes: jobHandlers.map((h) => h.type), log: app.log })
    : undefined;
  app.decorate('deps', {
    db: database.db,
    config,
    mailer: metrics ? countedMailer(opts.mailer, metrics) : opts.mailer,
    storage: opts.storage,
    sessions,
    clock: opts.clock ?? systemClock,
    push: metrics && opts.push ? countedPush(opts.push, metrics) : opts.push,
    metrics,
  });

  registerErrorHandler(app);
  registerRawRequestAnswers(app);
  // JSON only: a text/plain body is refused with 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');
  registerJsonObjectParser(app);

  // A request that reaches the app is answered, also while the server shuts down: main.ts
  // drains connections before close() (decision 028), and Fastify itself then only adds
  // `Connection: close` (return503OnClosing is off).
  // Every answer carries its request id and nosniff (a browser must not sniff JSON as a page).
  // API answers are personal and change: no cache keeps them unless the route says otherwise
  // by setting its own Cache-Control (decision 056; the service worker's offline copies are
  // its own Cache Storage, which ignores the header).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  // Before every route, so that each one is timed; GET /metrics itself (decision 094).
  if (metrics && config.metricsToken) registerMetrics(app, metrics, config.metricsToken);

  // The HTML protections (CSP, frame and opener policies, HSTS and the rest) go on the web
  // app's documents and files and the API's own HTML (/api/docs). A JSON answer is never
  // rendered, so it skips them: 700 bytes less on every API answer (decision 051).
  app.addHook('onRoute', (route) => {
    if (isJsonApiRoute(route.url)) {
      route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The app's files, and the inline early start of its index.html by its hash.
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        // Mantine writes style attributes and a few style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  // Limits count where every API process sees them: Redis when REDIS_URL is set, with the
  // database standing in while Redis is away, else the database (decisions 049, 058).
  const counting = await rateLimitCounting(
    database.db,
    { url: config.redisUrl, prefix: config.redisPrefix },
    app.log,
  );
  app.addHook('onClose', () => counting.close());
  await app.register(rateLimit, {
    global: false,
    ...counting.options,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_FILE_BYTES, files: 3, fields: 20, fieldSize: 8 * 1024, parts: 30 },
    // @fastify/busboy 3.2.6 stalls for good when a part it skips (one without
    // Content-Disposition) fills its part buffer and pauses: the request never gets an
    // answer. A part buffer larger than the largest accepted file never pauses that way;
    // files are read into memory whole anyway, so no request holds more than before
    // (decision 029).
    fileHwm: UPLOAD_FILE_BYTES + 64 * 1024,
  });

  await registerApiCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Charity Challenge API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The document maps every route and field for whoever asks: served only when API_DOCS
  // says so (decision 056). The fuzzer and the serializer read app.swagger() directly.
  if (config.apiDocs && config.env === 'production') {
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  } else if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  registerAccessControl(app, (token) => resolveSession(database.db, sessions, token));

  await app.register(
    healthRoutes(
      () => database.ping(),
      () => counting.checkRedis(),
    ),
  );
  await app.register(readyRoutes(database));
  for (const routes of moduleRoutes) await app.register(routes);

  await registerUploads(app, opts.storage);
  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await registerWebApp(app, config.webDist);
  }
  return app;
}

/** The service worker's file (admin spec §7); it may control the whole app (decision 040). */
const SERVICE_WORKER_FILE = 'service-worker.js';

/** A pre-compressed file's own name: `index.html.br` is `index.html` sent in brotli. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * The types the web app's files are sent with, whichever of their encodings is picked: the
 * static plugin types a compressed file by the mime table (`application/javascript`),
 * after `setHeaders` has run, so the types are set as the reply goes out.
 */
const WEB_APP_TYPES: Record<string, string> = {
  'application/javascript': 'text/javascript; charset=utf-8',
  'application/manifest+json': 'application/manifest+json; charset=utf-8',
};

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * so a new service worker and a new index.html arrive with the next visit (decision 040).
 * Each file goes out as its brotli or gzip sibling built beside it when the client accepts
 * that encoding (decision 044), with `Vary: Accept-Encoding` on every answer.
 */
async function registerWebApp(app: FastifyInstance, root: string) {
  await app.register(async (web) => {
    web.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '';
      const wanted = WEB_APP_TYPES[type];
      if (wanted) reply.header('content-type', wanted);
      return payload;
    });
    await web.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      setHeaders(reply, filePath) {
        const file = filePath.replace(COMPRESSED_SUFFIX, '');
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.basename(file) === SERVICE_WORKER_FILE) {
          reply.header('service-worker-allowed', '/');
        }
      },
    });
  });
}

/** Whether a route answers JSON only: every /api route but the OpenAPI pages. */
function isJsonApiRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}
