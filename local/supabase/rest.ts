/**
 * /rest/v1: the part of PostgREST supabase-js uses, over PGlite. Each request runs in one
 * transaction as the caller's role with `request.jwt.claims` set, exactly as PostgREST
 * does, so grants and row-level security decide what happens, not this code.
 */
import type {PGlite, Transaction} from '@electric-sql/pglite';
import type {Caller} from './api-keys.ts';
import {
  PostgrestRequestError,
  databaseErrorResponse,
  isDatabaseError,
  unsupported,
  type PostgrestErrorBody,
} from './postgrest-errors.ts';
import {
  SqlParams,
  columnNames,
  orderClause,
  pageClause,
  quoteIdent,
  selectList,
  whereClause,
} from './postgrest-query.ts';

const EXPOSED_SCHEMA = 'public';

type Preferences = {representation: boolean; count: boolean};
type Reply = {status: number; body?: string; headers?: Record<string, string>};

export async function handleRestRequest(
  db: PGlite,
  request: Request,
  caller: Caller,
): Promise<Response> {
  try {
    const reply = await route(db, request, caller);
    const headers: Record<string, string> = {...reply.headers};
    if (reply.body !== undefined)
      headers['Content-Type'] = 'application/json; charset=utf-8';
    return new Response(
      request.method === 'HEAD' ? null : (reply.body ?? null),
      {status: reply.status, headers},
    );
  } catch (error) {
    if (error instanceof PostgrestRequestError)
      return errorReply(error.status, error.body);
    if (isDatabaseError(error)) {
      const {status, body} = databaseErrorResponse(error, caller.role);
      return errorReply(status, body);
    }
    const badParameter = unserialisableParameter(error);
    if (badParameter) return errorReply(400, badParameter);
    throw error;
  }
}

/**
 * PGlite checks a parameter against its column's type before Postgres sees it (a bytea
 * column takes only bytes), where PostgREST hands Postgres the text: Postgres then refuses
 * it with 22P02, which PostgREST answers 400. The same answer here, never a 500.
 */
function unserialisableParameter(error: unknown): PostgrestErrorBody | null {
  const type =
    error instanceof Error
      ? /^Invalid input for (\w+) type$/.exec(error.message)?.[1]
      : undefined;
  return type
    ? {
        code: '22P02',
        message: `invalid input syntax for type ${type}`,
        details: null,
        hint: null,
      }
    : null;
}

function errorReply(status: number, body: PostgrestErrorBody): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json; charset=utf-8'},
  });
}

async function route(
  db: PGlite,
  request: Request,
  caller: Caller,
): Promise<Reply> {
  const url = new URL(request.url);
  const path = url.pathname
    .replace(/^\/rest\/v1\/?/, '')
    .split('/')
    .map(decodeURIComponent);
  checkSchema(request);
  const preferences = parsePrefer(request.headers.get('prefer'));
  const singular = wantsSingleObject(request.headers.get('accept'));

  if (path.length === 2 && path[0] === 'rpc' && path[1]) {
    return asCaller(db, caller, request, (tx) =>
      callFunction(tx, request, path[1]!, url.searchParams, singular),
    );
  }
  if (path.length !== 1 || !path[0])
    throw unsupported(
      `path ${url.pathname} (the OpenAPI root and nested paths)`,
    );
  const table = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(path[0])}`;
  await requireTable(db, path[0]);

  return asCaller(db, caller, request, async (tx) => {
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return read(
          tx,
          table,
          url.searchParams,
          request.headers.get('range'),
          preferences,
          singular,
        );
      case 'POST':
        return insert(
          tx,
          table,
          url.searchParams,
          await jsonBody(request),
          preferences,
          singular,
        );
      case 'PATCH':
        return update(
          tx,
          table,
          url.searchParams,
          await jsonBody(request),
          preferences,
          singular,
        );
      case 'DELETE':
        return remove(tx, table, url.searchParams, preferences, singular);
      default:
        throw unsupported(`method ${request.method}`);
    }
  });
}

/** One transaction as the caller's role; an error (or a failed singular check) rolls it back. */
function asCaller(
  db: PGlite,
  caller: Caller,
  request: Request,
  work: (tx: Transaction) => Promise<Reply>,
): Promise<Reply> {
  // PostgREST also passes the request headers (lower-cased names) as `request.headers`.
  const headers = JSON.stringify(Object.fromEntries(request.headers));
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)`,
      [caller.role, JSON.stringify(caller.claims), headers],
    );
    return work(tx);
  });
}

async function read(
  tx: Transaction,
  table: string,
  query: URLSearchParams,
  range: string | null,
  preferences: Preferences,
  singular: boolean,
): Promise<Reply> {
  const params = new SqlParams();
  const where = whereClause(query, params);
  const page = pageClause(query, range);
  const rows = await tx.query<{body: string; n: number}>(
    `select coalesce(json_agg(_), '[]')::text as body, count(*)::int as n
     from (select ${selectList(query.get('select'))} from ${table} ${where} ${orderClause(query.get('order'))} ${page.sql}) _`,
    params.values,
  );
  const {body, n} = rows.rows[0]!;
  let total = '*';
  if (preferences.count) {
    const counted = await tx.query<{total: number}>(
      `select count(*)::int as total from ${table} ${where}`,
      params.values,
    );
    total = String(counted.rows[0]!.total);
  }
  const contentRange =
    n > 0 ? `${page.offset}-${page.offset + n - 1}/${total}` : `*/${total}`;
  return {
    status: 200,
    body: singular ? singleObject(body) : body,
    headers: {'Content-Range': contentRange},
  };
}

async function insert(
  tx: Transaction,
  table: string,
  query: URLSearchParams,
  body: unknown,
  preferences: Preferences,
  singular: boolean,
): Promise<Reply> {
  if (query.has('on_conflict'))
    throw unsupported('upsert (on_conflict / Prefer: resolution)');
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw invalidBody();
  const columnsParam = query.get('columns');
  const columns = columnsParam
    ? columnNames(columnsParam)
    : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) throw unsupported('insert without any column');
  const list = columns.map(quoteIdent).join(', ');
  const params = new SqlParams();
  // PostgREST's own technique: the row type of the table turns JSON into typed values.
  const statement = `insert into ${table} (${list})
    select ${list} from json_populate_recordset(null::${table}, ${params.add(JSON.stringify(rows))}::json)`;
  return mutation(tx, statement, params, query, preferences, singular, 201);
}

async function update(
  tx: Transaction,
  table: string,
  query: URLSearchParams,
  body: unknown,
  preferences: Preferences,
  singular: boolean,
): Promise<Reply> {
  if (!isPlainObject(body)) throw invalidBody();
  const columns = Object.keys(body);
  if (columns.length === 0) throw unsupported('update with an empty body');
  rejectPaging(query);
  const list = columns.map(quoteIdent).join(', ');
  const params = new SqlParams();
  const values = params.add(JSON.stringify(body));
  const statement = `update ${table} set (${list}) = (select ${list} from json_populate_record(null::${table}, ${values}::json))
    ${requiredWhere('UPDATE', query, params)}`;
  return mutation(tx, statement, params, query, preferences, singular, 200);
}

async function remove(
  tx: Transaction,
  table: string,
  query: URLSearchParams,
  preferences: Preferences,
  singular: boolean,
): Promise<Reply> {
  rejectPaging(query);
  const params = new SqlParams();
  return mutation(
    tx,
    `delete from ${table} ${requiredWhere('DELETE', query, params)}`,
    params,
    query,
    preferences,
    singular,
    200,
  );
}

/** Runs an INSERT/UPDATE/DELETE; with `return=representation` it returns the rows (needs SELECT, as in PostgREST). */
async function mutation(
  tx: Transaction,
  statement: string,
  params: SqlParams,
  query: URLSearchParams,
  preferences: Preferences,
  singular: boolean,
  representationStatus: number,
): Promise<Reply> {
  const minimalStatus = representationStatus === 201 ? 201 : 204;
  let body: string | undefined;
  let affected: number;
  if (preferences.representation || singular) {
    const result = await tx.query<{body: string; n: number}>(
      `with _changed as (${statement} returning ${selectList(query.get('select'))})
       select coalesce(json_agg(_), '[]')::text as body, count(*)::int as n from _changed _`,
      params.values,
    );
    ({body, n: affected} = result.rows[0]!);
    if (singular) body = singleObject(body);
    if (!preferences.representation) body = undefined;
  } else {
    affected = (await tx.query(statement, params.values)).affectedRows ?? 0;
  }
  const headers: Record<string, string> = preferences.count
    ? {'Content-Range': `*/${affected}`}
    : {};
  return {
    status: body === undefined ? minimalStatus : representationStatus,
    body,
    headers,
  };
}

async function callFunction(
  tx: Transaction,
  request: Request,
  name: string,
  query: URLSearchParams,
  singular: boolean,
): Promise<Reply> {
  let args: Record<string, unknown>;
  if (request.method === 'POST') {
    const text = await request.text();
    const body: unknown = text === '' ? {} : parseJson(text);
    if (!isPlainObject(body)) throw invalidBody();
    args = body;
  } else if (request.method === 'GET' || request.method === 'HEAD') {
    args = Object.fromEntries(query);
  } else {
    throw new PostgrestRequestError(
      405,
      'PGRST101',
      'Only GET, HEAD and POST are allowed for functions',
    );
  }

  const found = await tx.query<{
    retset: boolean;
    typtype: string;
    typname: string;
    params: string[] | null;
    required: number;
  }>(
    `select p.proretset as retset, t.typtype, t.typname,
       (select array_agg(arg.name order by arg.n) from unnest(p.proargnames, p.proargmodes) with ordinality
          as arg(name, mode, n) where coalesce(arg.mode, 'i') in ('i', 'b', 'v')) as params,
       p.pronargs - p.pronargdefaults as required
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
     where n.nspname = $1 and p.proname = $2`,
    [EXPOSED_SCHEMA, name],
  );
  const signature = found.rows[0];
  if (found.rows.length > 1) throw unsupported(`overloaded function ${name}`);
  const given = Object.keys(args);
  const declared = signature?.params ?? [];
  if (
    !signature ||
    given.some((arg) => !declared.includes(arg)) ||
    declared
      .slice(0, signature.required)
      .some((param) => !given.includes(param))
  )
    throw await noSuchFunction(
      tx,
      name,
      given,
      request.method,
      signature && declared,
    );

  const params = new SqlParams();
  const argList = Object.entries(args)
    .map(
      ([arg, value]) =>
        `${quoteIdent(arg)} => ${value === null ? 'null' : params.add(argumentText(value))}`,
    )
    .join(', ');
  const call = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}(${argList})`;

  if (signature.typname === 'void' && !signature.retset) {
    await tx.query(`select ${call}`, params.values);
    return {status: 204};
  }
  const sql = signature.retset
    ? `select coalesce(json_agg(_), '[]')::text as body from ${call} _`
    : signature.typtype === 'c'
      ? `select to_json(_)::text as body from ${call} _`
      : `select to_json(${call})::text as body`;
  const body = (await tx.query<{body: string}>(sql, params.values)).rows[0]!
    .body;
  return {
    status: 200,
    body: singular && signature.retset ? singleObject(body) : body,
  };
}

/** Function arguments arrive as JSON; Postgres casts their text form to the parameter types. */
function argumentText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * PGRST202 as PostgREST words it (src/PostgREST/Error.hs, NoRpc): the arguments given, and
 * as hint the function of that name with its parameters, or a function with a name close
 * to the one asked for.
 */
async function noSuchFunction(
  tx: Transaction,
  name: string,
  given: string[],
  method: string,
  params: string[] | null | undefined,
): Promise<PostgrestRequestError> {
  const func = `${EXPOSED_SCHEMA}.${name}`;
  const listed = given.length
    ? `with parameter${given.length > 1 ? 's' : ''} ${given.join(', ')}`
    : 'without parameters';
  const isPost = method === 'POST';
  let hint: string | null = null;
  const listOf = (names: string[]) => `(${[...names].sort().join(', ')})`;
  if (params) {
    // The function's own parameters, when they are close to the ones given.
    if (closest(listOf(given), [listOf(params)]))
      hint = `Perhaps you meant to call the function ${func}${listOf(params)}`;
  } else {
    const names = await tx.query<{name: string}>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1`,
      [EXPOSED_SCHEMA],
    );
    const close = closest(
      name,
      names.rows.map((row) => row.name),
    );
    if (close)
      hint = `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${close}`;
  }
  return new PostgrestRequestError(
    404,
    'PGRST202',
    `Could not find the function ${func}${given.length ? `(${given.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${func} ${listed}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** PGRST205 (PostgREST 13): a table or view the exposed schema does not have. */
async function requireTable(db: PGlite, name: string): Promise<void> {
  const tables = await db.query<{name: string}>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [EXPOSED_SCHEMA],
  );
  const names = tables.rows.map((row) => row.name);
  if (names.includes(name)) return;
  const close = closest(name, names);
  throw new PostgrestRequestError(
    404,
    'PGRST205',
    `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
    null,
    close ? `Perhaps you meant the table '${EXPOSED_SCHEMA}.${close}'` : null,
  );
}

/**
 * The name most like `wanted`, if alike enough. PostgREST uses a fuzzy set with a 0.75
 * score; an edit-distance ratio with the same threshold stands in for it.
 */
function closest(wanted: string, names: string[]): string | null {
  let best: {name: string; score: number} | null = null;
  for (const name of names) {
    const score =
      1 - editDistance(wanted, name) / Math.max(wanted.length, name.length, 1);
    if (score >= 0.75 && (!best || score > best.score)) best = {name, score};
  }
  return best?.name ?? null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

function checkSchema(request: Request): void {
  const profile = request.headers.get(
    ['GET', 'HEAD'].includes(request.method)
      ? 'accept-profile'
      : 'content-profile',
  );
  if (profile && profile !== EXPOSED_SCHEMA) {
    throw new PostgrestRequestError(
      406,
      'PGRST106',
      `The schema must be one of the following: ${EXPOSED_SCHEMA}`,
    );
  }
}

function parsePrefer(header: string | null): Preferences {
  const preferences: Preferences = {representation: false, count: false};
  for (const token of (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [key, value] = token.split('=');
    if (key === 'return') {
      if (
        value !== 'minimal' &&
        value !== 'representation' &&
        value !== 'headers-only'
      )
        throw unsupported(`Prefer: ${token}`);
      preferences.representation = value === 'representation';
    } else if (key === 'count') {
      // "planned" and "estimated" are answered with the exact count.
      preferences.count = true;
    } else if (
      // `tx` is not listed: Supabase's PostgREST does not let a request choose how its
      // transaction ends (db-tx-end = commit), so it ignores the preference, as here.
      ['resolution', 'missing', 'handling', 'max-affected', 'params'].includes(
        key ?? '',
      )
    ) {
      throw unsupported(`Prefer: ${token}`);
    }
  }
  return preferences;
}

function wantsSingleObject(accept: string | null): boolean {
  if (!accept || accept.includes('application/json') || accept.includes('*/*'))
    return false;
  if (
    accept.startsWith('application/vnd.pgrst.object+json') &&
    !accept.includes('nulls=stripped')
  )
    return true;
  throw new PostgrestRequestError(
    406,
    'PGRST107',
    `None of these media types are available: ${accept}`,
  );
}

function singleObject(arrayJson: string): string {
  const rows = JSON.parse(arrayJson) as unknown[];
  if (rows.length !== 1) {
    throw new PostgrestRequestError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows.length} rows`,
    );
  }
  return JSON.stringify(rows[0]);
}

/** Supabase runs pg-safeupdate: an UPDATE or DELETE without a filter is refused, not applied to every row. */
function requiredWhere(
  verb: string,
  query: URLSearchParams,
  params: SqlParams,
): string {
  const where = whereClause(query, params);
  if (!where)
    throw new PostgrestRequestError(
      400,
      '21000',
      `${verb} requires a WHERE clause`,
    );
  return where;
}

function rejectPaging(query: URLSearchParams): void {
  for (const key of ['order', 'limit', 'offset'])
    if (query.has(key)) throw unsupported(`${key} on PATCH or DELETE`);
}

async function jsonBody(request: Request): Promise<unknown> {
  return parseJson(await request.text());
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody();
  }
}

function invalidBody(): PostgrestRequestError {
  return new PostgrestRequestError(400, 'PGRST102', 'Empty or invalid json');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
