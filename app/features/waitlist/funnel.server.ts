/**
 * Counts a funnel step in Supabase (count_funnel_step, which only the worker's proxy key
 * may call): one number per day, UTM source and step, nothing about the visitor.
 */
import type {DatabaseClient} from '~/lib/supabase.server';
import type {Logger} from '~/lib/logger.server';
import type {CountedFunnelStep} from './funnel';
import {sameOriginReferrerQuery, utmValueOf} from './signup-source.server';

/** The transparent 1x1 GIF the counting image answers with. */
export const PIXEL_GIF = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (char) => char.charCodeAt(0),
);

/**
 * Whether a counting request comes from one of our pages: the browser says so
 * (`Sec-Fetch-Site`), or, without that header, its Referer is ours. Another site's image,
 * or one fetched ahead of a visit, is answered but not counted.
 */
export function isOwnPageRequest(request: Request): boolean {
  // Fetched ahead (Chromium's `Sec-Purpose: prefetch` or `prefetch;prerender`): not a view.
  // Speculation Rules never prerender the pages with counting images; a belt to those braces.
  if (request.headers.get('Sec-Purpose')?.startsWith('prefetch')) return false;
  const site = request.headers.get('Sec-Fetch-Site');
  return site
    ? site === 'same-origin'
    : sameOriginReferrerQuery(request) !== null;
}

/** The step's UTM source: the image's own (a personal page put it there), else its page's. */
export function funnelSourceOf(request: Request): string | null {
  const own = new URL(request.url).searchParams.get('utm_source');
  return utmValueOf(own ?? sameOriginReferrerQuery(request)?.get('utm_source'));
}

export async function countFunnelStep(
  supabase: DatabaseClient,
  log: Logger,
  step: CountedFunnelStep,
  source: string | null,
): Promise<void> {
  const {error} = await supabase.rpc('count_funnel_step', {step, source});
  if (error) log.error('waitlist.funnel_count_failed', {error, step});
}
