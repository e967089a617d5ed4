import {createStorefrontClient, InMemoryCache} from '@shopify/hydrogen';
import type {
  CountryCode,
  LanguageCode,
} from '@shopify/hydrogen/storefront-api-types';
import {startLocalStorefront, type LocalStorefront} from './server.ts';

/** Starts a server on a free port and gives tests small typed helpers for its endpoints. */

export type GraphQLResponse<T> = {
  data?: T;
  errors?: {
    message: string;
    path?: unknown[];
    locations?: unknown[];
    extensions?: {code?: string; [key: string]: unknown};
  }[];
};

export type TestStorefront = {
  server: LocalStorefront;
  storefront<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
  admin<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
  post(
    path: string,
    body: string | object,
    headers?: Record<string, string>,
  ): Promise<Response>;
  control(action: string, body?: object): Promise<Response>;
};

export async function startTestStorefront(): Promise<TestStorefront> {
  const server = await startLocalStorefront({port: 0});
  const post = (
    path: string,
    body: string | object,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', ...headers},
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const graphql = async (
    path: string,
    headers: Record<string, string>,
    query: string,
    variables?: Record<string, unknown>,
  ) => {
    const response = await post(path, {query, variables}, headers);
    if (response.status !== 200)
      throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    return (await response.json()) as GraphQLResponse<any>;
  };
  return {
    server,
    storefront: (query, variables) =>
      graphql(
        '/api/2026-04/graphql.json',
        {'X-Shopify-Storefront-Access-Token': server.publicToken},
        query,
        variables,
      ),
    admin: (query, variables) =>
      graphql(
        '/admin/api/2026-04/graphql.json',
        {'X-Shopify-Access-Token': server.adminToken},
        query,
        variables,
      ),
    post,
    control: (action, body = {}) => post(`/__local/${action}`, body),
  };
}

/**
 * Hydrogen's own Storefront client, the one the worker uses, pointed at a local server:
 * with the public token unless the test passes other tokens.
 */
export function hydrogenStorefront(
  server: LocalStorefront,
  tokens: {publicStorefrontToken?: string; privateStorefrontToken?: string} = {
    publicStorefrontToken: server.publicToken,
  },
  i18n: {language: LanguageCode; country: CountryCode} = {
    language: 'EN',
    country: 'US',
  },
) {
  return createStorefrontClient({
    storeDomain: server.url,
    storefrontApiVersion: '2026-04',
    i18n,
    cache: new InMemoryCache(),
    storefrontHeaders: {
      buyerIp: '127.0.0.1',
      buyerIpSig: null,
      requestGroupId: null,
      cookie: null,
      purpose: null,
    },
    logErrors: false,
    ...tokens,
  }).storefront;
}
