import type { InjectOptions } from 'fastify';
import type { RouteSpec } from './catalogue';
import { encodeMultipart, type Images } from './multipart';
import type { RefKind } from './refs';
import type { GeneratedRequest } from './requests';
import type { Identity, World } from './world';

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
      const ids = world.refs[kind as RefKind] ?? [];
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

/** A generated request made concrete: real ids filled in, ready for inject(). */
export interface Prepared {
  inject: InjectOptions;
  probes: string[];
  bodyText: string;
}

/**
 * Turns a generated request into inject() options for `identity`: real ids in place of
 * markers, the path encoded (or not), the authorization the request's mode asks for, the
 * body encoded. Also answers the texts an error body must not repeat.
 */
export function prepare(
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

/** Redacts bearer tokens from a reproduction, naming whose they were. */
export function redact(headers: Record<string, string>, world: World) {
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
