/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

import type {AppContext} from '~/lib/context.server';

declare global {
  /** process.env.NODE_ENV is replaced at build time, also in the worker. */
  const process: {env: {NODE_ENV: 'production' | 'development' | 'test'}};

  /** The worker's bindings; validated once by `app/lib/env.server.ts`. */
  interface Env extends HydrogenEnv {
    PUBLIC_STORE_ORIGIN: string;
    SUPABASE_URL: string;
    SUPABASE_ANON_KEY: string;
    WAITLIST_PROXY_KEY?: string;
    WAITLIST_MIN_FILL_MS?: string;
    MENU_MAX_AGE_SECONDS?: string;
    SHOPIFY_ADMIN_API_TOKEN?: string;
    LAUNCH_AT?: string;
    SUPPORT_EMAIL?: string;
    SUPPORT_PHONE?: string;
    CART_RECOVERY_SECRET?: string;
    TURNSTILE_SITE_KEY?: string;
    TURNSTILE_SECRET_KEY?: string;
    TURNSTILE_VERIFY_URL?: string;
    AI_RECIPES_API_URL?: string;
    AI_RECIPES_API_KEY?: string;
    AI_RECIPES_MODEL?: string;
    SENTRY_DSN?: string;
    SENTRY_ENVIRONMENT?: string;
  }

  /** What `server.ts` adds to Hydrogen's context, typed for every loader and action. */
  interface HydrogenAdditionalContext extends AppContext {}
}
