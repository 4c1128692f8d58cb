import { createHash } from 'node:crypto';
import pg from 'pg';

/** At most this many distinct statements get a name per process; the rest run unnamed. */
export const MAX_NAMED_STATEMENTS = 2000;

const names = new Map<string, string>();

/**
 * The name of a parameterized SQL text: the same text always gets the same name, so each
 * pool connection parses and plans it once and then only binds new values. Undefined once
 * MAX_NAMED_STATEMENTS texts have names (a query built with changing literals would
 * otherwise fill every connection's statement cache).
 */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/** `config` with a statement name when it is a parameterized query without one. */
// biome-ignore lint/suspicious/noExplicitAny: handed straight back to pg.Client.query.
function withName(config: unknown, values: unknown): any {
  const c = config as QueryConfigLike | string | null;
  if (!c || typeof c !== 'object' || typeof c.text !== 'string' || c.name || c.submit)
    return config;
  const params = Array.isArray(values) ? values : c.values;
  if (!Array.isArray(params) || params.length === 0) return config;
  const name = statementName(c.text);
  return name ? { ...c, name } : config;
}

/**
 * A pg client that names every parameterized query (decision 022). Most of
 * PostgreSQL's work on the short queries of this app was parsing and planning them anew on
 * every call (planning 0.8-1.7 ms against 0.1-0.9 ms of execution on the ranking and feed
 * queries); a named statement is parsed once per connection, and after five executions
 * PostgreSQL keeps a generic plan when it is as good. Queries without parameters (BEGIN,
 * COMMIT, migrations) keep the simple protocol.
 */
export class NamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    return super.query(withName(config, values), values, callback);
  }
}
