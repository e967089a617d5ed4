/**
 * Shopify's analytics events as the stand-in receives them: a batch posted to the path a
 * shop's domain serves them at (`/.well-known/shopify/monorail/unstable/produce_batch`,
 * what `sendShopifyAnalytics(event, shopDomain)` posts to), kept in memory and shown at
 * `/analytics` (a page, newest first) and `/__local/analytics` (JSON, for tests), so a
 * developer sees what a page sent.
 */
import {escapeHtml} from './html.ts';

export const PRODUCE_BATCH_PATH =
  '/.well-known/shopify/monorail/unstable/produce_batch';

/** One event as it arrived, its JSON-in-a-string fields (`products`) decoded for reading. */
export type ReceivedEvent = {
  receivedAt: string;
  schemaId: string;
  payload: Record<string, unknown>;
};

type MonorailEvent = {
  schema_id?: unknown;
  payload?: unknown;
  metadata?: {event_created_at_ms?: unknown};
};

/** A batch's problem, in words, or null when it is one Shopify would take. */
export function batchProblem(body: unknown): string | null {
  const events = (body as {events?: unknown} | null)?.events;
  if (!Array.isArray(events) || events.length === 0)
    return 'Expected {"events": [...], "metadata": {...}}';
  for (const event of events as MonorailEvent[]) {
    if (typeof event?.schema_id !== 'string')
      return 'An event has no schema_id';
    if (typeof event.payload !== 'object' || event.payload === null)
      return 'An event has no payload';
    if (typeof event.metadata?.event_created_at_ms !== 'number')
      return 'An event has no metadata.event_created_at_ms';
  }
  return null;
}

export class AnalyticsEventStore {
  #events: ReceivedEvent[] = [];

  /** Keeps a valid batch; returns monorail's per-event result list. */
  record(body: {events: MonorailEvent[]}) {
    const receivedAt = new Date().toISOString();
    for (const event of body.events)
      this.#events.push({
        receivedAt,
        schemaId: event.schema_id as string,
        payload: decodeProducts(event.payload as Record<string, unknown>),
      });
    return {result: body.events.map(() => ({status: 200, message: 'ok'}))};
  }

  get events(): readonly ReceivedEvent[] {
    return this.#events;
  }

  reset() {
    this.#events = [];
  }
}

/** `products` travels as a list of JSON strings; shown as objects. */
function decodeProducts(payload: Record<string, unknown>) {
  const products = payload.products;
  if (!Array.isArray(products)) return payload;
  return {
    ...payload,
    products: products.map((product) => {
      try {
        return typeof product === 'string' ? JSON.parse(product) : product;
      } catch {
        return product;
      }
    }),
  };
}

/** The developer's page: what each event said, newest first. */
export function analyticsEventsPage(
  shopName: string,
  events: readonly ReceivedEvent[],
  /** More of the page (the consent choices), already HTML. */
  more = '',
): string {
  const rows = [...events]
    .reverse()
    .map((event) => {
      const payload = event.payload;
      const name =
        (payload.event_name as string | undefined) ??
        (payload.pageType as string | undefined) ??
        '';
      const where =
        (payload.event_source_url as string | undefined) ??
        (payload.url as string | undefined) ??
        '';
      return `<tr><td>${escapeHtml(event.receivedAt)}</td><td>${escapeHtml(event.schemaId)}</td><td>${escapeHtml(name)}</td><td>${escapeHtml(where)}</td><td><details><summary>payload</summary><pre>${escapeHtml(JSON.stringify(payload, null, 2))}</pre></details></td></tr>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Analytics events · ${escapeHtml(shopName)}</title></head><body><h1>Analytics events received</h1><p>${events.length} event(s), as Shopify would receive them at ${escapeHtml(PRODUCE_BATCH_PATH)}. Reload to see new ones.</p><table><thead><tr><th>Received</th><th>Schema</th><th>Event</th><th>Page</th><th></th></tr></thead><tbody>${rows}</tbody></table>${more}</body></html>`;
}
