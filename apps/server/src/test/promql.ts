/**
 * A PromQL checker for the Grafana dashboard's queries (decision 094): no PromQL parser is
 * published on npm for Node, so this one reads the language's grammar as Prometheus 2.x/3.x
 * documents it (querying/basics, operators, functions), enough to refuse what Prometheus
 * would refuse in a dashboard: unbalanced brackets, unknown functions, wrong argument
 * counts, an instant vector where a range vector is needed, malformed label matchers and
 * durations. It answers the metric names and labels a query reads.
 */

import { AGGREGATIONS, FUNCTIONS, type ValueType } from './promql-functions';

/** What a query reads. */
export interface PromqlReferences {
  /** Each vector selector: its metric name and the labels its matchers name. */
  selectors: { metric: string; labels: string[] }[];
  /** Labels named in by/without/on/ignoring/group_left/group_right and label functions. */
  groupingLabels: string[];
}

export class PromqlError extends Error {}

type TokenKind = 'ident' | 'number' | 'string' | 'duration' | 'op' | 'punct' | 'eof';
interface Token {
  kind: TokenKind;
  text: string;
  at: number;
}

const DURATION = /^(\d+(ms|s|m|h|d|w|y))+$/;
const OPERATORS = ['==', '!=', '<=', '>=', '=~', '!~', '+', '-', '*', '/', '%', '^', '<', '>', '='];
const PUNCTUATION = '(){}[],:@';

/** Splits a query into tokens; a duration is a token of its own (`5m`, `1h30m`). */
export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const c = query[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '#') {
      while (i < query.length && query[i] !== '\n') i++;
    } else if (c === '"' || c === "'" || c === '`') {
      const start = i++;
      while (i < query.length && query[i] !== c) {
        if (query[i] === '\\' && c !== '`') i++;
        if (query[i] === '\n' && c !== '`')
          throw new PromqlError(`line break in string at ${start}`);
        i++;
      }
      if (i >= query.length) throw new PromqlError(`unterminated string at ${start}`);
      tokens.push({ kind: 'string', text: query.slice(start, ++i), at: start });
    } else if (/[0-9.]/.test(c)) {
      const match =
        /^(0x[0-9a-fA-F]+|(\d+(ms|s|m|h|d|w|y))+|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)/.exec(
          query.slice(i),
        );
      if (!match) throw new PromqlError(`bad number at ${i}`);
      const text = match[0];
      tokens.push({ kind: DURATION.test(text) ? 'duration' : 'number', text, at: i });
      i += text.length;
      if (/[a-zA-Z_]/.test(query[i] ?? '')) throw new PromqlError(`bad number or duration at ${i}`);
    } else if (/[a-zA-Z_]/.test(c) || (c === ':' && /[a-zA-Z_:]/.test(query[i + 1] ?? ''))) {
      // A name may start with ':' (recording rules); `[30m:1m]`'s colon is a separator.
      const text = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(query.slice(i))![0];
      tokens.push({ kind: 'ident', text, at: i });
      i += text.length;
    } else {
      const op = OPERATORS.find((o) => query.startsWith(o, i));
      if (op) {
        tokens.push({ kind: 'op', text: op, at: i });
        i += op.length;
      } else if (PUNCTUATION.includes(c)) {
        tokens.push({ kind: 'punct', text: c, at: i });
        i++;
      } else {
        throw new PromqlError(`unexpected character ${JSON.stringify(c)} at ${i}`);
      }
    }
  }
  tokens.push({ kind: 'eof', text: '', at: query.length });
  return tokens;
}

const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'offset',
  'and',
  'or',
  'unless',
  'atan2',
]);

/** Binary operators by precedence, lowest first; `^` binds right. */
const PRECEDENCE: string[][] = [
  ['or'],
  ['and', 'unless'],
  ['==', '!=', '<=', '<', '>=', '>'],
  ['+', '-'],
  ['*', '/', '%', 'atan2'],
  ['^'],
];
const COMPARISONS = new Set(PRECEDENCE[2]);
const SET_OPERATORS = new Set(['and', 'or', 'unless']);

/** Parses one query; throws PromqlError naming what is wrong and where. */
export function parsePromql(query: string): PromqlReferences {
  const tokens = tokenize(query);
  let pos = 0;
  const refs: PromqlReferences = { selectors: [], groupingLabels: [] };

  const peek = () => tokens[pos] as Token;
  const next = () => tokens[pos++] as Token;
  const fail = (what: string, token = peek()): never => {
    throw new PromqlError(`${what} at ${token.at} (found ${JSON.stringify(token.text || 'end')})`);
  };
  const is = (text: string, kind?: TokenKind) =>
    peek().text === text && (kind === undefined || peek().kind === kind);
  const expect = (text: string) => {
    if (!is(text)) fail(`expected ${JSON.stringify(text)}`);
    return next();
  };

  function labelList(): string[] {
    expect('(');
    const labels: string[] = [];
    while (!is(')')) {
      const label = next();
      if (label.kind !== 'ident' || label.text.includes(':')) fail('expected a label name', label);
      labels.push(label.text);
      if (!is(')')) expect(',');
    }
    expect(')');
    refs.groupingLabels.push(...labels);
    return labels;
  }

  function duration(): string {
    const token = next();
    if (token.kind !== 'duration') fail('expected a duration like 5m', token);
    return token.text;
  }

  /** `[5m]` or a subquery's `[30m:1m]` after a selector or an expression. */
  function rangeSuffix(type: ValueType, isSelector: boolean): ValueType {
    if (!is('[')) return type;
    if (type !== 'instant') fail('a range needs an instant vector before it');
    next();
    duration();
    let subquery = false;
    if (is(':')) {
      next();
      subquery = true;
      if (!is(']')) duration();
    }
    expect(']');
    if (!isSelector && !subquery)
      fail('a range after an expression must be a subquery [range:step]');
    return 'range';
  }

  function offset(type: ValueType): ValueType {
    if (is('offset', 'ident')) {
      next();
      if (is('-')) next();
      duration();
    }
    return type;
  }

  function matchers(): string[] {
    expect('{');
    const labels: string[] = [];
    while (!is('}')) {
      const label = next();
      if (label.kind !== 'ident' || label.text.includes(':')) fail('expected a label name', label);
      const op = next();
      if (op.kind !== 'op' || !['=', '!=', '=~', '!~'].includes(op.text)) {
        fail('expected =, !=, =~ or !~', op);
      }
      const value = next();
      if (value.kind !== 'string') fail('expected a quoted label value', value);
      if (op.text.endsWith('~')) {
        try {
          new RegExp(`^(?:${value.text.slice(1, -1)})$`);
        } catch {
          fail('invalid regular expression', value);
        }
      }
      labels.push(label.text);
      if (!is('}')) expect(',');
    }
    expect('}');
    return labels;
  }

  function selector(metric: string | undefined): ValueType {
    const labels = is('{') ? matchers() : [];
    if (!metric && labels.length === 0) fail('a selector needs a metric name or a matcher');
    refs.selectors.push({ metric: metric ?? '', labels });
    return offset(rangeSuffix('instant', true));
  }

  function call(name: string): ValueType {
    const fn = FUNCTIONS[name]!;
    expect('(');
    const types: ValueType[] = [];
    const strings: string[] = [];
    while (!is(')')) {
      const token = peek();
      const type = expression();
      types.push(type);
      strings.push(type === 'string' ? token.text.slice(1, -1) : '');
      if (!is(')')) expect(',');
    }
    expect(')');
    // The labels label_replace(v, dst, replacement, src, regex) and
    // label_join(v, dst, separator, src...) write and read.
    if (name === 'label_replace') refs.groupingLabels.push(strings[1] ?? '', strings[3] ?? '');
    if (name === 'label_join') refs.groupingLabels.push(strings[1] ?? '', ...strings.slice(3));
    const required = fn.args.filter((a) => !a.endsWith('?') && !a.endsWith('*')).length;
    const repeated = fn.args.some((a) => a.endsWith('*'));
    if (types.length < required || (!repeated && types.length > fn.args.length)) {
      fail(`${name}() takes ${fn.args.length} argument(s), got ${types.length}`);
    }
    types.forEach((type, i) => {
      const wanted = (fn.args[Math.min(i, fn.args.length - 1)] as string).replace(/[?*]$/, '');
      if (type !== wanted) fail(`${name}() argument ${i + 1} must be ${wanted}, not ${type}`);
    });
    return fn.returns;
  }

  function aggregation(name: string): ValueType {
    if (is('by', 'ident') || is('without', 'ident')) {
      next();
      labelList();
    }
    expect('(');
    if (AGGREGATIONS[name]) {
      const parameter = expression();
      if (parameter !== (name === 'count_values' ? 'string' : 'scalar')) {
        fail(`${name} takes a parameter first`);
      }
      expect(',');
    }
    const type = expression();
    if (type !== 'instant') fail(`${name} aggregates an instant vector, not ${type}`);
    expect(')');
    if (is('by', 'ident') || is('without', 'ident')) {
      next();
      labelList();
    }
    return 'instant';
  }

  function primary(): ValueType {
    const token = peek();
    if (token.kind === 'number') {
      next();
      return 'scalar';
    }
    if (token.kind === 'string') {
      next();
      return 'string';
    }
    if (token.text === '(' && token.kind === 'punct') {
      next();
      const type = expression();
      expect(')');
      return offset(rangeSuffix(type, false));
    }
    if (token.text === '{') return selector(undefined);
    if (token.kind === 'ident') {
      next();
      const name = token.text;
      if (name === 'Inf' || name === 'NaN') return 'scalar';
      if (name in AGGREGATIONS && (is('(') || is('by') || is('without'))) return aggregation(name);
      if (is('(')) {
        if (!(name in FUNCTIONS)) fail(`unknown function ${name}`, token);
        return offset(rangeSuffix(call(name), false));
      }
      if (KEYWORDS.has(name)) fail(`unexpected keyword ${name}`, token);
      return selector(name);
    }
    return fail('expected an expression');
  }

  function unary(): ValueType {
    if (is('-', 'op') || is('+', 'op')) {
      next();
      const type = unary();
      if (type !== 'scalar' && type !== 'instant') fail('a sign needs a number or a vector');
      return type;
    }
    return primary();
  }

  function binaryModifiers(op: string) {
    if (is('bool', 'ident')) {
      if (!COMPARISONS.has(op)) fail('bool only follows a comparison');
      next();
    }
    if (is('on', 'ident') || is('ignoring', 'ident')) {
      next();
      labelList();
      if (is('group_left', 'ident') || is('group_right', 'ident')) {
        if (SET_OPERATORS.has(op)) fail('no grouping modifier on and/or/unless');
        next();
        if (is('(')) labelList();
      }
    }
  }

  function expression(level = 0): ValueType {
    if (level === PRECEDENCE.length) return unary();
    let left = expression(level + 1);
    const ops = PRECEDENCE[level] as string[];
    while (ops.includes(peek().text) && (peek().kind === 'op' || peek().kind === 'ident')) {
      const op = next().text;
      binaryModifiers(op);
      // `^` binds right: its right side is parsed at its own level again.
      const right = op === '^' ? expression(level) : expression(level + 1);
      for (const side of [left, right]) {
        if (side === 'range' || side === 'string') fail(`${op} cannot take a ${side}`);
      }
      if (SET_OPERATORS.has(op) && (left !== 'instant' || right !== 'instant')) {
        fail(`${op} needs vectors on both sides`);
      }
      left = left === 'scalar' && right === 'scalar' ? 'scalar' : 'instant';
    }
    return left;
  }

  const type = expression();
  if (peek().kind !== 'eof') fail('unexpected text after the expression');
  if (type === 'string') fail('a query cannot be a bare string');
  return refs;
}

/** Grafana's interval variables, as Prometheus receives them once Grafana replaced them. */
export function withGrafanaVariables(expr: string): string {
  return expr.replace(
    /\$__(rate_interval|interval|range)\b|\$\{__(rate_interval|interval|range)\}/g,
    '5m',
  );
}
