/**
 * The store's pages the waitlist emails link to (the worker's routes
 * app/routes/waitlist.confirm.tsx, app/routes/waitlist.$token.tsx and app/routes/unsubscribe.tsx). SITE_URL is the
 * store's public origin, a function secret.
 */
export function siteUrlOf(env: {SITE_URL?: string}): string {
  const site = env.SITE_URL?.trim();
  if (!site || !/^https?:\/\/[^/]+/.test(site))
    throw new Error(
      'not configured: SITE_URL (the store, e.g. https://emberforge.com)',
    );
  return site.replace(/\/+$/, '');
}

export const confirmationUrl = (site: string, token: string) =>
  `${site}/waitlist/confirm?token=${encodeURIComponent(token)}`;

export const statusPageUrl = (site: string, statusToken: string) =>
  `${site}/waitlist/${encodeURIComponent(statusToken)}`;

/** The one-click unsubscribe link (RFC 8058): the same URL takes the mail client's POST. */
export const unsubscribeUrl = (site: string, token: string) =>
  `${site}/unsubscribe?token=${encodeURIComponent(token)}`;
