import {GraphQLError} from 'graphql';

/** Shopify global ids: gid://shopify/<Type>/<id>[?query]. */
export function gid(type: string, id: string | number): string {
  return `gid://shopify/${type}/${id}`;
}

export type ParsedGid = {type: string; id: string; params: URLSearchParams};

export function parseGid(value: string): ParsedGid | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)(?:\?(.*))?$/.exec(
    value,
  );
  if (!match) return null;
  return {
    type: match[1]!,
    id: match[2]!,
    params: new URLSearchParams(match[3] ?? ''),
  };
}

/** Like Shopify, an id argument that is not a global id is a query error, not a miss. */
export function requireGid(value: string): ParsedGid {
  const parsed = parseGid(value);
  if (!parsed)
    throw new GraphQLError(`Invalid global id '${value}'`, {
      extensions: {code: 'invalidGlobalId'},
    });
  return parsed;
}

/**
 * Numeric ids derived from a stable key (FNV-1a), so editing or reordering the catalog never
 * changes the id of an existing product, variant or image. Shaped like Shopify's 13-digit ids.
 */
export function stableNumericId(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 7_000_000_000_000 + hash;
}
