/**
 * The worker's environment, checked once per environment object (once per isolate
 * on Oxygen) so a misconfigured deploy fails with a message that names the variable,
 * instead of a confusing error deep inside a loader.
 *
 * Plain TypeScript with no imports: `scripts/` runs it under Node before the server starts.
 */

type Rule = {
  required: boolean;
  describe: string;
  check?: (value: string) => string | null;
};

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? null
      : 'must be an http(s) URL';
  } catch {
    return 'must be an http(s) URL';
  }
};

/** An origin only: scheme, host and port, nothing after them (a trailing `/` is fine). */
const isOrigin = (value: string) => {
  const notUrl = isHttpUrl(value);
  if (notUrl) return `${notUrl} such as https://shop.example`;
  const url = new URL(value);
  return url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    value.includes('?') ||
    value.includes('#')
    ? 'must be an origin only (scheme, host and port), such as https://shop.example'
    : null;
};

/** The configured origin, normalised (`https://shop.example`, no trailing slash). */
export function storeOriginOf(env: {PUBLIC_STORE_ORIGIN: string}): string {
  return new URL(env.PUBLIC_STORE_ORIGIN).origin;
}

/** A bare host (shop.myshopify.com) as Shopify gives it, or a full URL for a local stand-in. */
const isStoreDomain = (value: string) =>
  /^https?:\/\//.test(value)
    ? isHttpUrl(value)
    : /^[a-z0-9.-]+(:\d+)?$/i.test(value)
      ? null
      : 'must be a host name like your-shop.myshopify.com or an http(s) URL';

export const ENV_RULES = {
  // Never the request's Host: a client chooses that (issue 24). `npm start` and `npm run dev`
  // set it to their own address when unset.
  PUBLIC_STORE_ORIGIN: {
    required: true,
    describe:
      "the store's public origin: every link in emails and redirects, canonical URLs and JSON-LD are built from it",
    check: isOrigin,
  },
  PUBLIC_STORE_DOMAIN: {
    required: true,
    describe: 'Shopify store domain',
    check: isStoreDomain,
  },
  PUBLIC_STOREFRONT_API_TOKEN: {
    required: true,
    describe: 'public Storefront API token',
  },
  PRIVATE_STOREFRONT_API_TOKEN: {
    required: false,
    describe: 'private Storefront API token',
  },
  PUBLIC_STOREFRONT_ID: {required: false, describe: 'Hydrogen storefront id'},
  PUBLIC_CHECKOUT_DOMAIN: {
    required: false,
    describe: 'checkout domain',
    check: isStoreDomain,
  },
  // Customer accounts (issue 29, docs/decisions/0250): Shopify admin > Hydrogen (or Headless)
  // > your storefront > Customer Account API. Hydrogen's client reads the first two.
  PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: {
    required: false,
    describe:
      'Customer Account API client id (set with SHOP_ID; unset: no customer accounts)',
    check: (value) =>
      /^(shp_)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
        value,
      )
        ? null
        : 'must be the client id Shopify shows, such as shp_0d6e2a4c-29a1-4c7e-9b1f-6a0f3c5e2b29',
  },
  SHOP_ID: {
    required: false,
    describe:
      "the shop's numeric id, as in https://shopify.com/<SHOP_ID> (set with PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID)",
    check: (value) => (/^\d{1,20}$/.test(value) ? null : 'must be a number'),
  },
  PUBLIC_CUSTOMER_ACCOUNT_API_URL: {
    required: false,
    describe:
      'where customer accounts are served, https://shopify.com/<SHOP_ID> (the default); the local stand-in sets its own',
    check: (value) => {
      const notUrl = isHttpUrl(value);
      if (notUrl) return `${notUrl} such as https://shopify.com/<SHOP_ID>`;
      const url = new URL(value);
      return /^\/\d{1,20}\/?$/.test(url.pathname) &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
        ? null
        : 'must be an origin followed by the shop id only, such as https://shopify.com/<SHOP_ID>';
    },
  },
  SESSION_SECRET: {
    required: true,
    describe: 'secret that signs session cookies',
    check: (value) =>
      value.length >= 16 ? null : 'must be at least 16 characters',
  },
  SUPABASE_URL: {
    required: true,
    describe: 'Supabase project URL',
    check: isHttpUrl,
  },
  SUPABASE_ANON_KEY: {required: true, describe: 'Supabase anon (public) key'},
  WAITLIST_PROXY_KEY: {
    required: false,
    describe:
      'key that lets Postgres believe the visitor address the worker forwards (rate limits; see supabase/README.md)',
    check: (value) =>
      value.length >= 32 ? null : 'must be at least 32 characters',
  },
  WAITLIST_MIN_FILL_MS: {
    required: false,
    describe:
      'waitlist forms: minimum fill time in ms before a post is taken (default 2000; 0 turns the fill-time trap off)',
    check: (value) =>
      /^\d{1,6}$/.test(value) ? null : 'must be a number of milliseconds',
  },
  MENU_MAX_AGE_SECONDS: {
    required: false,
    describe:
      "how long the header's and footer's Shopify menus are fresh in the cache, in seconds (default 60)",
    check: (value) =>
      /^[1-9]\d{0,4}$/.test(value) ? null : 'must be a number of seconds',
  },
  // The admin's product form calls the Admin API with it; read only by the worker.
  SHOPIFY_ADMIN_API_TOKEN: {
    required: false,
    describe: 'Shopify Admin API access token (server only)',
  },
  LAUNCH_AT: {
    required: false,
    describe: 'launch date and time (ISO 8601)',
    check: (value) =>
      /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : 'must be an ISO 8601 date-time such as 2025-12-01T10:00:00-05:00',
  },
  SUPPORT_EMAIL: {
    required: false,
    describe: 'support email shown in the footer',
    check: (value) =>
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
        ? null
        : 'must be an email address',
  },
  SUPPORT_PHONE: {
    required: false,
    describe: 'support phone shown in the footer',
  },
  CART_RECOVERY_SECRET: {
    required: false,
    describe:
      'secret that signs the emailed offer links, cart recovery and browse (without it, they are refused)',
    check: (value) =>
      value.length >= 32 ? null : 'must be at least 32 characters',
  },
  // Cloudflare Turnstile on the waitlist forms (optional; both keys or neither, decision 0158).
  TURNSTILE_SITE_KEY: {
    required: false,
    describe:
      'Cloudflare Turnstile site key (public; set with TURNSTILE_SECRET_KEY)',
  },
  TURNSTILE_SECRET_KEY: {
    required: false,
    describe:
      'Cloudflare Turnstile secret key (server only; set with TURNSTILE_SITE_KEY)',
  },
  TURNSTILE_VERIFY_URL: {
    required: false,
    describe:
      'Turnstile siteverify URL (default Cloudflare; the local stand-in when the keys are the test keys)',
    check: isHttpUrl,
  },
  // The AI recipes writer (optional): an OpenAI-compatible chat completions endpoint.
  AI_RECIPES_API_URL: {
    required: false,
    describe: 'AI recipes: chat completions URL',
    check: isHttpUrl,
  },
  AI_RECIPES_API_KEY: {
    required: false,
    describe: 'AI recipes: API key (server only)',
  },
  AI_RECIPES_MODEL: {
    required: false,
    describe: 'AI recipes: model name',
  },
  // Error reporting (optional): the project's DSN from Sentry's settings.
  SENTRY_DSN: {
    required: false,
    describe: 'Sentry DSN: report server errors to Sentry',
    check: (value) =>
      /^https?:\/\/[^@/\s]+@[^/\s]+\/\S+$/.test(value)
        ? null
        : 'must be a Sentry DSN such as https://key@o0.ingest.sentry.io/0',
  },
  SENTRY_ENVIRONMENT: {
    required: false,
    describe: 'Sentry environment name (default production)',
  },
} satisfies Record<string, Rule>;

export type EnvName = keyof typeof ENV_RULES;

/** Pairs that mean nothing alone: one set without the other is a mistake, not "off". */
const SET_TOGETHER: [EnvName, EnvName][] = [
  ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'],
  ['TURNSTILE_SECRET_KEY', 'TURNSTILE_SITE_KEY'],
  ['PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID', 'SHOP_ID'],
  ['SHOP_ID', 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID'],
  ['PUBLIC_CUSTOMER_ACCOUNT_API_URL', 'SHOP_ID'],
  ['PUBLIC_CUSTOMER_ACCOUNT_API_URL', 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID'],
];

const isSet = (value: unknown) => value !== undefined && value !== '';

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example.`,
    );
    this.name = 'EnvError';
    this.problems = problems;
  }
}

/** Returns the list of problems, one line per bad variable, naming it. */
export function findEnvProblems(
  env: Partial<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(ENV_RULES) as [EnvName, Rule][]) {
    const value = env[name];
    if (value === undefined || value === '') {
      if (rule.required) problems.push(`${name} is missing (${rule.describe})`);
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(`${name} must be a string (${rule.describe})`);
      continue;
    }
    const problem = rule.check?.(value);
    if (problem) problems.push(`${name} ${problem} (${rule.describe})`);
  }
  const reported = new Set<EnvName>();
  for (const [one, other] of SET_TOGETHER) {
    if (isSet(env[one]) && !isSet(env[other]) && !reported.has(other)) {
      reported.add(other);
      problems.push(
        `${other} is missing: ${one} is set, and they work only together (${ENV_RULES[other].describe})`,
      );
    }
  }
  const accountShop = customerAccountShopId(
    env.PUBLIC_CUSTOMER_ACCOUNT_API_URL,
  );
  if (accountShop && isSet(env.SHOP_ID) && accountShop !== env.SHOP_ID)
    problems.push(
      `PUBLIC_CUSTOMER_ACCOUNT_API_URL names shop ${accountShop}, but SHOP_ID is ${String(env.SHOP_ID)}: they must be the same shop`,
    );
  return problems;
}

/** The shop id at the end of PUBLIC_CUSTOMER_ACCOUNT_API_URL, when it is a well-formed one. */
function customerAccountShopId(value: unknown): string | null {
  if (typeof value !== 'string' || isHttpUrl(value)) return null;
  return /^\/(\d{1,20})\/?$/.exec(new URL(value).pathname)?.[1] ?? null;
}

const validated = new WeakSet<object>();

/** Throws an EnvError naming every bad variable; remembers environments already checked. */
export function assertValidEnv(env: object): void {
  if (validated.has(env)) return;
  const problems = findEnvProblems(env as Record<string, unknown>);
  if (problems.length) throw new EnvError(problems);
  validated.add(env);
}

/** The variables the worker reads: exactly the ones validated above. */
export function pickWorkerEnv(
  source: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.keys(ENV_RULES)
      .filter((name) => typeof source[name] === 'string' && source[name] !== '')
      .map((name) => [name, source[name] as string]),
  );
}
