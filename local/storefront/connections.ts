import {GraphQLError} from 'graphql';

/** Relay connections with Shopify's rules: one of first/last is required, at most 250 per page. */

export type ConnectionArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
};

export type Connection<T> = {
  edges: {cursor: string; node: T}[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
};

const MAX_PAGE_SIZE = 250;

/** Opaque cursors in the spirit of Shopify's: base64 of {"last_id": <key of the item>}. */
function encodeCursor(key: string): string {
  return Buffer.from(JSON.stringify({last_id: key})).toString('base64');
}

function decodeCursor(cursor: string): string {
  try {
    const decoded = JSON.parse(
      Buffer.from(cursor, 'base64').toString('utf8'),
    ) as {last_id?: unknown};
    if (typeof decoded.last_id === 'string') return decoded.last_id;
  } catch {
    // falls through to the error below
  }
  throw new GraphQLError(`Invalid cursor: ${cursor}`, {
    extensions: {code: 'invalidCursor'},
  });
}

function checkCount(
  name: 'first' | 'last',
  value: number | null | undefined,
): void {
  if (value != null && (value < 0 || value > MAX_PAGE_SIZE)) {
    throw new GraphQLError(
      `The value of ${name} must be between 0 and ${MAX_PAGE_SIZE}, got ${value}`,
      {
        extensions: {code: 'argumentOutOfRange'},
      },
    );
  }
}

/**
 * Pages through `items` (already filtered and sorted). `keyOf` gives each item a key that is
 * unique within the list; cursors point at items by that key, so they survive re-sorting only
 * as far as Shopify's do (they are meant for the same query).
 */
export function connectionFrom<T>(
  items: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => string,
): Connection<T> {
  if (args.first == null && args.last == null) {
    throw new GraphQLError('you must provide one of first or last', {
      extensions: {code: 'missingFirstOrLast'},
    });
  }
  checkCount('first', args.first);
  checkCount('last', args.last);

  const indexOfCursor = (cursor: string): number => {
    const key = decodeCursor(cursor);
    const index = items.findIndex((item) => keyOf(item) === key);
    if (index === -1)
      throw new GraphQLError(`Invalid cursor: ${cursor}`, {
        extensions: {code: 'invalidCursor'},
      });
    return index;
  };

  let start = args.after ? indexOfCursor(args.after) + 1 : 0;
  let end = args.before ? indexOfCursor(args.before) : items.length;
  if (end < start) end = start;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);

  const edges = items
    .slice(start, end)
    .map((node) => ({cursor: encodeCursor(keyOf(node)), node}));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The same page with its nodes turned into API models. */
export function mapConnection<T, U>(
  connection: Connection<T>,
  toModel: (item: T) => U,
): Connection<U> {
  const edges = connection.edges.map((edge) => ({
    cursor: edge.cursor,
    node: toModel(edge.node),
  }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: connection.pageInfo,
  };
}
