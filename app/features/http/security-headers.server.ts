/**
 * Security headers for every response the worker sends.
 *
 * We write the Content-Security-Policy ourselves rather than with Hydrogen's builder:
 * that one adds `'unsafe-inline'` styles and forces `https://` onto the store domain,
 * which breaks the local stand-ins served over http. Scripts run only with the
 * per-request nonce or from our own origin.
 */
import {TURNSTILE_ORIGIN} from '~/features/waitlist/turnstile';

export type CspOptions = {
  nonce: string;
  /** Origins images may come from (Shopify's CDN, or the local storefront stand-in). */
  imageOrigins: string[];
  /** Origins a form post may end up at (the checkout, after the cart action redirects). */
  formActionOrigins: string[];
  isDevelopment: boolean;
  /**
   * Cloudflare Turnstile is on (decision 0158): its script and its challenge iframe come
   * from its origin, as its CSP reference documents. Off, the policy is as before.
   */
  turnstile?: boolean;
};

export function buildContentSecurityPolicy(options: CspOptions): string {
  const {nonce, imageOrigins, formActionOrigins, isDevelopment, turnstile} =
    options;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      ...(turnstile ? [TURNSTILE_ORIGIN] : []),
    ],
    // Vite injects <style> tags without our nonce while developing; a nonce in the list
    // would make browsers ignore 'unsafe-inline', so dev gets 'unsafe-inline' alone.
    'style-src': isDevelopment
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'https://cdn.shopify.com', ...imageOrigins],
    'font-src': ["'self'"],
    'connect-src': isDevelopment
      ? ["'self'", 'ws://localhost:*', 'ws://127.0.0.1:*', 'http://localhost:*']
      : ["'self'"],
    'form-action': ["'self'", ...formActionOrigins],
    // Without Turnstile, frames fall back to default-src 'self' as before.
    ...(turnstile ? {'frame-src': ["'self'", TURNSTILE_ORIGIN]} : {}),
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** A policy for responses that are not documents (redirects, JSON, resource routes). */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response gets; the CSP of HTML documents is set where the nonce is known. */
export function applySecurityHeaders(
  headers: Headers,
  {isProduction}: {isProduction: boolean},
) {
  if (!headers.has('Content-Security-Policy'))
    headers.set('Content-Security-Policy', NON_DOCUMENT_CSP);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  );
  // Browsers honour HSTS only over https; locally served production builds are unaffected.
  if (isProduction)
    headers.set(
      'Strict-Transport-Security',
      'max-age=31536000; includeSubDomains',
    );
}

/** The origin behind a store domain setting (bare host -> https, full URL kept). */
export function originOf(domain: string | undefined): string | null {
  if (!domain) return null;
  try {
    return new URL(/^https?:\/\//.test(domain) ? domain : `https://${domain}`)
      .origin;
  } catch {
    return null;
  }
}
