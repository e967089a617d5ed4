/**
 * Translates the PostgREST query-string grammar supabase-js uses into SQL fragments.
 * Identifiers are always double-quoted (any text becomes an identifier, never SQL) and
 * every value travels as a bind parameter. Anything outside the supported subset throws
 * `unsupported(...)`, a clear 400.
 */
import {PostgrestRequestError, unsupported} from './postgrest-errors.ts';

/** Collects bind parameters and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: string[] = [];

  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdent(name: string): string {
  if (name === '' || name.includes('\0'))
    throw new PostgrestRequestError(
      400,
      'PGRST100',
      `Invalid identifier "${name}"`,
    );
  return `"${name.replaceAll('"', '""')}"`;
}

/** Query parameters with a meaning of their own; every other parameter is a filter. */
const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
]);

/** `select=*` or `select=a,alias:b` as a SQL select list. */
export function selectList(select: string | null): string {
  if (select === null || select === '' || select === '*') return '*';
  return splitTopLevel(select)
    .map((item) => {
      if (item === '*') return '*';
      if (/[()]/.test(item) || item.startsWith('...'))
        throw unsupported(
          `embedded resources or aggregates in select (${item})`,
        );
      if (item.includes('->'))
        throw unsupported(`JSON paths in select (${item})`);
      const match = /^(?:([^:"]+|"[^"]*"):)?([^:"]+|"[^"]*")$/.exec(item);
      if (!match)
        throw unsupported(`select item "${item}" (casts and other syntax)`);
      const column = quoteIdent(unquote(match[2]!));
      return match[1]
        ? `${column} as ${quoteIdent(unquote(match[1]))}`
        : column;
    })
    .join(', ');
}

/** `columns="a","b"` (sent by supabase-js for array inserts) as column names. */
export function columnNames(columns: string): string[] {
  return splitTopLevel(columns).map(unquote);
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};
const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

/** Every non-reserved query parameter as a condition, joined into a WHERE clause ('' when none). */
export function whereClause(
  query: URLSearchParams,
  params: SqlParams,
  ignore: ReadonlySet<string> = new Set(),
): string {
  const conditions: string[] = [];
  for (const [key, raw] of query) {
    if (RESERVED.has(key) || ignore.has(key)) continue;
    if (key === 'or' || key === 'and' || key.startsWith('not.'))
      throw unsupported(`logical filter "${key}"`);
    if (key.includes('.') || key.includes('->'))
      throw unsupported(
        `filter on "${key}" (embedded resources or JSON paths)`,
      );
    conditions.push(condition(quoteIdent(key), raw, params));
  }
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

function condition(column: string, raw: string, params: SqlParams): string {
  const negated = raw.startsWith('not.');
  const expression = negated ? raw.slice(4) : raw;
  const dot = expression.indexOf('.');
  if (dot < 0)
    throw new PostgrestRequestError(
      400,
      'PGRST100',
      `"failed to parse filter (${raw})"`,
    );
  const operator = expression.slice(0, dot);
  const value = expression.slice(dot + 1);
  const sql = comparison(column, operator, value, params);
  return negated ? `not (${sql})` : sql;
}

function comparison(
  column: string,
  operator: string,
  value: string,
  params: SqlParams,
): string {
  const symbol = COMPARISONS[operator];
  if (symbol) return `${column} ${symbol} ${params.add(value)}`;
  switch (operator) {
    case 'like':
    case 'ilike':
      // PostgREST accepts `*` as the wildcard, since `%` is awkward in URLs.
      return `${column} ${operator} ${params.add(value.replaceAll('*', '%'))}`;
    case 'in': {
      if (!value.startsWith('(') || !value.endsWith(')')) {
        throw new PostgrestRequestError(
          400,
          'PGRST100',
          `"failed to parse filter (in.${value})"`,
        );
      }
      const items = splitTopLevel(value.slice(1, -1)).map(unquote);
      return items.length === 0
        ? 'false'
        : `${column} in (${items.map((item) => params.add(item)).join(', ')})`;
    }
    case 'is': {
      const target = IS_VALUES[value.toLowerCase()];
      if (!target)
        throw new PostgrestRequestError(
          400,
          'PGRST100',
          `"failed to parse filter (is.${value})"`,
        );
      return `${column} is ${target}`;
    }
    default:
      throw unsupported(`filter operator "${operator}"`);
  }
}

/** `order=a.desc.nullslast,b` as an ORDER BY clause ('' when absent). */
export function orderClause(order: string | null): string {
  if (!order) return '';
  const terms = splitTopLevel(order).map((term) => {
    const [column, ...modifiers] = term.split('.');
    if (!column || column.includes('->'))
      throw unsupported(`order term "${term}"`);
    const words = modifiers.map((modifier) => {
      const word = {
        asc: 'asc',
        desc: 'desc',
        nullsfirst: 'nulls first',
        nullslast: 'nulls last',
      }[modifier];
      if (!word)
        throw new PostgrestRequestError(
          400,
          'PGRST100',
          `"failed to parse order (${order})"`,
        );
      return word;
    });
    return [quoteIdent(unquote(column)), ...words].join(' ');
  });
  return `order by ${terms.join(', ')}`;
}

/** LIMIT/OFFSET from the query string, or from a `Range: 0-9` header as PostgREST allows. */
export function pageClause(
  query: URLSearchParams,
  range: string | null,
): {sql: string; offset: number} {
  let limit = integerParam(query.get('limit'), 'limit');
  let offset = integerParam(query.get('offset'), 'offset') ?? 0;
  if (range !== null && limit === null) {
    const match = /^(\d+)-(\d*)$/.exec(range.trim());
    if (!match) throw unsupported(`Range header "${range}"`);
    offset = Number(match[1]);
    if (match[2] !== '') limit = Math.max(0, Number(match[2]) - offset + 1);
  }
  const parts = [
    limit === null ? '' : `limit ${limit}`,
    offset ? `offset ${offset}` : '',
  ].filter(Boolean);
  return {sql: parts.join(' '), offset};
}

function integerParam(value: string | null, name: string): number | null {
  if (value === null) return null;
  if (!/^\d+$/.test(value))
    throw new PostgrestRequestError(
      400,
      'PGRST100',
      `"failed to parse ${name} (${value})"`,
    );
  return Number(value);
}

/** Splits on commas that are outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\\' && quoted && index + 1 < text.length) {
      current += char + text[++index];
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (char === ',' && !quoted && depth === 0) {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current !== '' || items.length > 0) items.push(current);
  return items;
}

/** Removes PostgREST's optional double quotes (with backslash escapes inside). */
function unquote(item: string): string {
  return item.length >= 2 && item.startsWith('"') && item.endsWith('"')
    ? item.slice(1, -1).replace(/\\(.)/g, '$1')
    : item;
}
