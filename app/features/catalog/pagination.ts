/**
 * Cursor pagination with plain links: `?cursor=<cursor>&direction=next|previous`, the
 * parameters Hydrogen's getPaginationVariables reads. Each page is its own URL, the same
 * with JavaScript on or off (Hydrogen's <Pagination> appends pages when scripts run).
 */
import type {getPaginationVariables} from '@shopify/hydrogen';

export type PaginationVariables = ReturnType<typeof getPaginationVariables>;

export type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
};

export type Page<T> = {nodes: T[]; pageInfo: PageInfo};

export const EMPTY_PAGE: Page<never> = {
  nodes: [],
  pageInfo: {
    hasNextPage: false,
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
  },
};

/**
 * One page of a list already in memory, with Shopify's cursor semantics (`after` the end
 * cursor going forward, `before` the start cursor going back); a cursor that is not in the
 * list starts from the beginning.
 */
export function pageOf<T>(
  items: readonly T[],
  variables: PaginationVariables,
  cursorOf: (item: T) => string,
): Page<T> {
  const indexOf = (cursor: string | null) =>
    cursor === null ? -1 : items.findIndex((item) => cursorOf(item) === cursor);
  let start: number;
  let end: number;
  if ('last' in variables) {
    const before = indexOf(variables.startCursor);
    end = before === -1 ? Math.min(items.length, variables.last) : before;
    start = Math.max(0, end - variables.last);
  } else {
    start = indexOf(variables.endCursor) + 1;
    end = Math.min(items.length, start + variables.first);
  }
  const nodes = items.slice(start, end);
  return {
    nodes,
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: end < items.length,
      startCursor: nodes[0] ? cursorOf(nodes[0]) : null,
      endCursor: nodes.at(-1) ? cursorOf(nodes.at(-1)!) : null,
    },
  };
}

/** The previous/next page links, keeping every other parameter (filter, sort) of the page. */
export function paginationHrefs(
  search: string,
  pageInfo: PageInfo,
): {previous: string | null; next: string | null} {
  const href = (
    cursor: string | null | undefined,
    direction: 'next' | 'previous',
  ) => {
    if (!cursor) return null;
    const params = new URLSearchParams(search);
    params.set('cursor', cursor);
    params.set('direction', direction);
    return `?${params}`;
  };
  return {
    previous: pageInfo.hasPreviousPage
      ? href(pageInfo.startCursor, 'previous')
      : null,
    next: pageInfo.hasNextPage ? href(pageInfo.endCursor, 'next') : null,
  };
}

/** A list's links (filter, sort) start again at the first page. */
export function withoutCursor(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete('cursor');
  copy.delete('direction');
  return copy;
}
