/**
 * The Supabase the function tests talk to, from the environment (`npm run test:functions`
 * starts the local stand-ins and sets it): the project URL and keys, as `supabase start`
 * prints them, plus the local mailbox and the local Shopify Admin API's customer list.
 */
import {assert} from './assert.ts';

function required(name: string): string {
  const value = Deno.env.get(name);
  assert(
    value,
    `${name} must be set (run the tests with npm run test:functions)`,
  );
  return value;
}

export const SUPABASE_URL = required('SUPABASE_URL');
export const SUPABASE_ANON_KEY = required('SUPABASE_ANON_KEY');
const LOCAL_STOREFRONT_URL = required('LOCAL_STOREFRONT_URL');

/** POST /functions/v1/<name> as the storefront worker does: the anon key as bearer JWT. */
export function invokeFunction(
  name: string,
  init: {body?: string; method?: string; authorization?: string | null} = {},
): Promise<Response> {
  const headers = new Headers({'Content-Type': 'application/json'});
  const authorization =
    init.authorization === undefined
      ? `Bearer ${SUPABASE_ANON_KEY}`
      : init.authorization;
  if (authorization) headers.set('Authorization', authorization);
  return fetch(`${SUPABASE_URL}/functions/v1/${name}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.body,
  });
}

/** Inserts a row through PostgREST with the anon key, as the waitlist form does. */
export async function insertAsAnon(
  table: string,
  row: Record<string, string>,
): Promise<void> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: SUPABASE_ANON_KEY,
      Authorization: `Bearer ${SUPABASE_ANON_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(row),
  });
  assertStatus(response, 201, `insert into ${table}`);
  await response.body?.cancel();
}

export type MailboxEmail = {
  to: string[];
  subject: string;
  html: string;
  text: string;
};

export async function mailbox(to: string): Promise<MailboxEmail[]> {
  const response = await fetch(
    `${SUPABASE_URL}/mailbox/api/emails?to=${encodeURIComponent(to)}`,
  );
  return ((await response.json()) as {data: MailboxEmail[]}).data;
}

export type ShopifyCustomer = {email: string | null; tags: string[]};

export async function shopifyCustomers(): Promise<ShopifyCustomer[]> {
  const response = await fetch(`${LOCAL_STOREFRONT_URL}/__local/customers`);
  return (await response.json()) as ShopifyCustomer[];
}

/** Waits for `check` to hold (the functions may hand work to a queue), for at most `ms`. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function assertStatus(
  response: Response,
  expected: number,
  what: string,
): void {
  assert(
    response.status === expected,
    `${what}: expected HTTP ${expected}, got ${response.status}`,
  );
}

/** A fresh address per run, so the tests never depend on each other's rows. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}
