/**
 * Facts about the shop that the layout shows. The catalog (local/storefront/catalog.json
 * or the real Shopify store) owns products; these are the brand and contact defaults
 * that env can override (SUPPORT_EMAIL, SUPPORT_PHONE, LAUNCH_AT).
 */
export const SITE = {
  brand: 'Emberforge',
  shopName: 'Emberforge Kamado',
  tagline: 'Ceramic kamado grills, built to hold a fire.',
  supportEmail: 'support@emberforge.example',
  supportPhone: '+1 (555) 013-2847',
  launchAt: '2025-12-01T10:00:00-05:00',
} as const;

export type PublicConfig = {
  supportEmail: string;
  supportPhone: string;
  launchAt: string;
  /**
   * Cloudflare Turnstile's (public) site key, only when Turnstile is on (both keys set,
   * decision 0158). Absent otherwise, so the pages are byte for byte as without it.
   */
  turnstileSiteKey?: string;
  /** Present when the store has customer accounts (the header links to /account). */
  accounts?: true;
};

/** The non-secret configuration pages may render; everything else in env stays on the server. */
export function publicConfigFrom(env: {
  SUPPORT_EMAIL?: string;
  SUPPORT_PHONE?: string;
  LAUNCH_AT?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?: string;
}): PublicConfig {
  return {
    supportEmail: env.SUPPORT_EMAIL || SITE.supportEmail,
    supportPhone: env.SUPPORT_PHONE || SITE.supportPhone,
    launchAt: env.LAUNCH_AT || SITE.launchAt,
    // Whether the secret is set is all this reads of it; the secret stays on the server.
    ...(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
      ? {turnstileSiteKey: env.TURNSTILE_SITE_KEY}
      : {}),
    ...(env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID
      ? {accounts: true as const}
      : {}),
  };
}
