/**
 * The worker's side of the event batches (decision 0240): a batch posted to our own
 * MONORAIL_PATH goes on to the same path on the store's domain, where Shopify's
 * `sendShopifyAnalytics(event, shopDomain)` would have sent it (locally: the Storefront
 * stand-in, which shows what arrived). Checked again here: without analytics consent in
 * the visitor's own cookie, nothing is forwarded.
 */
import {readUpTo} from '~/features/http/form-body.server';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {consentOf} from '~/features/consent/consent.server';
import {analyticsAllowed} from '~/features/consent/tracking-consent';
import {MONORAIL_PATH} from './analytics-contract';

/** Far more than a batch of our events (a product view with one product is about 2 KB). */
export const MONORAIL_BATCH_LIMIT = 64 * 1024;
const FORWARD_DEADLINE_MS = 3000;

/** Where a batch goes: the store's domain (a bare host is https), at Shopify's path. */
export function monorailEndpoint(storeDomain: string): string {
  const origin = /^https?:\/\//.test(storeDomain)
    ? storeDomain
    : `https://${storeDomain}`;
  return `${origin.replace(/\/+$/, '')}${MONORAIL_PATH}`;
}

const answer = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: {...PRIVATE_PAGE_CACHE, 'Content-Type': 'text/plain'},
  });

export async function forwardMonorailBatch(
  request: Request,
  storeDomain: string,
): Promise<Response> {
  if (!analyticsAllowed(consentOf(request)))
    return answer(403, 'Analytics is not allowed by this visitor.');
  const body = await readUpTo(request, MONORAIL_BATCH_LIMIT);
  if (body === null) return answer(413, 'The batch is too large.');
  let events: unknown;
  try {
    events = (JSON.parse(new TextDecoder().decode(body)) as {events?: unknown})
      .events;
  } catch {
    events = undefined;
  }
  if (!Array.isArray(events) || events.length === 0)
    return answer(400, 'Expected a JSON body with an "events" list.');
  const upstream = await fetch(monorailEndpoint(storeDomain), {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      'User-Agent': request.headers.get('User-Agent') ?? '',
    },
    body,
    signal: AbortSignal.timeout(FORWARD_DEADLINE_MS),
  });
  return new Response(await upstream.text(), {
    status: upstream.status,
    headers: {
      ...PRIVATE_PAGE_CACHE,
      'Content-Type':
        upstream.headers.get('Content-Type') ?? 'application/json',
    },
  });
}
