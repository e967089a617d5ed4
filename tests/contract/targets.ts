/**
 * The two sides of each contract case (docs/decisions/0200): the offline stand-in, always,
 * and the real service, when its credentials are in the environment. Without them the
 * real half is reported skipped, never passed.
 *
 *   Shopify (a development store, Storefront API):
 *     SHOPIFY_CONTRACT_STORE_DOMAIN      e.g. my-dev-store.myshopify.com
 *     SHOPIFY_CONTRACT_STOREFRONT_TOKEN  its public Storefront API token
 *     SHOPIFY_CONTRACT_LOW_STOCK_VARIANT a ProductVariant gid with tracked stock above 0 (no overselling)
 *     SHOPIFY_CONTRACT_SOLD_OUT_VARIANT  a ProductVariant gid with tracked stock 0 (no overselling)
 *   Shopify customer accounts (the same store's Hydrogen or Headless channel, Customer Account API):
 *     SHOPIFY_CONTRACT_SHOP_ID            the shop's numeric id (https://shopify.com/<id>)
 *     SHOPIFY_CONTRACT_CUSTOMER_CLIENT_ID the channel's Customer Account API client id (public client)
 *     SHOPIFY_CONTRACT_CUSTOMER_CALLBACK  a callback URI registered for that client
 *   Supabase (a throwaway project with sign-ups off: the suite creates and deletes users):
 *     SUPABASE_CONTRACT_URL, SUPABASE_CONTRACT_ANON_KEY, SUPABASE_CONTRACT_SERVICE_ROLE_KEY
 *     SUPABASE_CONTRACT_SITE_URL         the project's Site URL (Authentication → URL Configuration)
 */
import {
  hydrogenCallbackFor,
  startLocalCustomerAccount,
} from '../../local/customer-account/server.ts';
import {startLocalStorefront} from '../../local/storefront/server.ts';
import {startLocalSupabase} from '../../local/supabase/server.ts';

export type StorefrontTarget = {
  /** https://shop.example or the stand-in's http://127.0.0.1:port */
  origin: string;
  publicToken: string;
  lowStockVariant: string;
  soldOutVariant: string;
  close(): Promise<void>;
};

export type SupabaseTarget = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** The stand-in's mailbox (emails are only read where one exists). */
  mailboxUrl: string | null;
  close(): Promise<void>;
};

export type CustomerAccountTarget = {
  /** https://shopify.com or the stand-in's http://127.0.0.1:port */
  origin: string;
  shopId: string;
  clientId: string;
  /** A callback registered for the client. */
  callback: string;
  close(): Promise<void>;
};

type Side<T> = {
  name: string;
  available: boolean;
  /** Variables of a real side that are missing while others of it are set (a typo, not a choice). */
  missing: string[];
  /** Cases that send email run only where it can be read (the stand-in's mailbox). */
  readsMail?: boolean;
  start(): Promise<T>;
};

const env = process.env;

/** A real side runs when all its variables are set; some but not all is reported, not skipped. */
function credentials(names: string[]): {available: boolean; missing: string[]} {
  const missing = names.filter((name) => !env[name]);
  return {
    available: missing.length === 0,
    missing: missing.length < names.length ? missing : [],
  };
}
const localVariant = async (
  origin: string,
  token: string,
  handle: string,
  title: string,
) => {
  const response = await fetch(`${origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': token,
    },
    body: JSON.stringify({
      query: `{product(handle: ${JSON.stringify(handle)}) {variants(first: 10) {nodes {id title}}}}`,
    }),
  });
  const {data} = (await response.json()) as {
    data: {product: {variants: {nodes: {id: string; title: string}[]}}};
  };
  return data.product.variants.nodes.find((node) => node.title === title)!.id;
};

export const STOREFRONT_SIDES: Side<StorefrontTarget>[] = [
  {
    name: 'local Storefront API',
    available: true,
    missing: [],
    async start() {
      const server = await startLocalStorefront({port: 0});
      return {
        origin: server.url,
        publicToken: server.publicToken,
        lowStockVariant: await localVariant(
          server.url,
          server.publicToken,
          'pitmaster-apron',
          'Default Title',
        ),
        soldOutVariant: await localVariant(
          server.url,
          server.publicToken,
          'titan-24-kamado-grill',
          'Ember Red',
        ),
        close: server.close,
      };
    },
  },
  {
    name: 'Shopify development store',
    ...credentials([
      'SHOPIFY_CONTRACT_STORE_DOMAIN',
      'SHOPIFY_CONTRACT_STOREFRONT_TOKEN',
      'SHOPIFY_CONTRACT_LOW_STOCK_VARIANT',
      'SHOPIFY_CONTRACT_SOLD_OUT_VARIANT',
    ]),
    async start() {
      const domain = env.SHOPIFY_CONTRACT_STORE_DOMAIN!;
      return {
        origin: domain.startsWith('http') ? domain : `https://${domain}`,
        publicToken: env.SHOPIFY_CONTRACT_STOREFRONT_TOKEN!,
        lowStockVariant: env.SHOPIFY_CONTRACT_LOW_STOCK_VARIANT!,
        soldOutVariant: env.SHOPIFY_CONTRACT_SOLD_OUT_VARIANT!,
        close: async () => {},
      };
    },
  },
];

/**
 * Customer accounts without a person: what a sign-in needs a mailbox and a browser for is
 * tested against the stand-in only (local/customer-account); the contract is the discovery
 * document and the refusals any client meets.
 */
export const CUSTOMER_ACCOUNT_SIDES: Side<CustomerAccountTarget>[] = [
  {
    name: 'local customer accounts',
    available: true,
    missing: [],
    async start() {
      const store = 'http://localhost:3000';
      const local = await startLocalCustomerAccount({
        port: 0,
        storeOrigins: [store],
        log: () => {},
      });
      return {
        origin: local.url,
        shopId: local.shopId,
        clientId: local.clientId,
        callback: hydrogenCallbackFor(store),
        close: local.close,
      };
    },
  },
  {
    name: 'Shopify customer accounts',
    ...credentials([
      'SHOPIFY_CONTRACT_SHOP_ID',
      'SHOPIFY_CONTRACT_CUSTOMER_CLIENT_ID',
      'SHOPIFY_CONTRACT_CUSTOMER_CALLBACK',
    ]),
    async start() {
      return {
        origin: 'https://shopify.com',
        shopId: env.SHOPIFY_CONTRACT_SHOP_ID!,
        clientId: env.SHOPIFY_CONTRACT_CUSTOMER_CLIENT_ID!,
        callback: env.SHOPIFY_CONTRACT_CUSTOMER_CALLBACK!,
        close: async () => {},
      };
    },
  },
];

const LOCAL_SITE_URL = 'http://store.example.test';

export const SUPABASE_SIDES: Side<SupabaseTarget>[] = [
  {
    name: 'local Supabase',
    available: true,
    missing: [],
    readsMail: true,
    async start() {
      const local = await startLocalSupabase({
        port: 0,
        outboxIntervalMs: 0,
        functionsLog: () => {},
        auth: {siteUrl: LOCAL_SITE_URL},
      });
      return {
        url: local.url,
        anonKey: local.anonKey,
        serviceRoleKey: local.serviceRoleKey,
        siteUrl: LOCAL_SITE_URL,
        mailboxUrl: local.mailboxUrl,
        close: local.close,
      };
    },
  },
  {
    name: 'Supabase project',
    ...credentials([
      'SUPABASE_CONTRACT_URL',
      'SUPABASE_CONTRACT_ANON_KEY',
      'SUPABASE_CONTRACT_SERVICE_ROLE_KEY',
      'SUPABASE_CONTRACT_SITE_URL',
    ]),
    async start() {
      return {
        url: env.SUPABASE_CONTRACT_URL!.replace(/\/$/, ''),
        anonKey: env.SUPABASE_CONTRACT_ANON_KEY!,
        serviceRoleKey: env.SUPABASE_CONTRACT_SERVICE_ROLE_KEY!,
        siteUrl: env.SUPABASE_CONTRACT_SITE_URL!,
        mailboxUrl: null,
        close: async () => {},
      };
    },
  },
];
