/**
 * Starts the offline stand-ins for whatever the environment does not point at a real
 * service: the Storefront API when PUBLIC_STORE_DOMAIN is unset, Supabase when
 * SUPABASE_URL is unset, and customer accounts when the Storefront API is the local one
 * and PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is unset. Returns the environment with their
 * URLs and keys filled in.
 * Used by `npm run dev`, `npm start` and the test harness alike.
 */
import {
  startLocalCustomerAccount,
  type LocalCustomerAccount,
} from './customer-account/server.ts';
import {LOCAL_CART_RECOVERY_SECRET} from './local-secrets.ts';
import {
  startLocalStorefront,
  type LocalStorefront,
} from './storefront/server.ts';
import {
  startLocalSupabase,
  type LocalSupabase,
  type LocalSupabaseOptions,
} from './supabase/server.ts';
import {
  isTurnstileTestSecret,
  SITEVERIFY_PATH,
} from './turnstile/siteverify.ts';

export type StandInOptions = {
  /** 0 picks free ports (tests); undefined uses each stand-in's default port. */
  storefrontPort?: number;
  supabasePort?: number;
  /**
   * The local Customer Account API's port; undefined picks a free one (it is printed, and
   * the worker is told it), so stores and test runs side by side never clash over it.
   */
  customerAccountPort?: number;
  /**
   * Where the store is served (`npm start`: its own address): PUBLIC_STORE_ORIGIN when the
   * environment sets none, and the emails' links and Auth's site URL point there.
   */
  siteUrl?: string;
  /** Where local Supabase keeps its data; undefined keeps it in memory. */
  supabaseDataDir?: string;
  /** Auth settings for local Supabase (tests: a refresh token reuse interval of 0). */
  supabaseAuth?: LocalSupabaseOptions['auth'];
  /** Seed local Supabase's demo admin and print its credentials (npm start / npm run dev). */
  seedDemoAdmin?: boolean;
  log?: (line: string) => void;
};

export type RunningStandIns = {
  env: Record<string, string>;
  storefront?: LocalStorefront;
  supabase?: LocalSupabase;
  customerAccount?: LocalCustomerAccount;
  close(): Promise<void>;
};

/** A fixed secret is fine locally: the session cookie only guards local data. */
const LOCAL_SESSION_SECRET = 'local-development-session-secret';

export async function startStandIns(
  baseEnv: Record<string, string | undefined>,
  options: StandInOptions = {},
): Promise<RunningStandIns> {
  const log = options.log ?? ((line: string) => console.log(line));
  const env: Record<string, string> = Object.fromEntries(
    Object.entries(baseEnv).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  env.SESSION_SECRET ||= LOCAL_SESSION_SECRET;
  if (options.siteUrl) env.PUBLIC_STORE_ORIGIN ||= options.siteUrl;
  const siteUrl = env.PUBLIC_STORE_ORIGIN;

  let storefront: LocalStorefront | undefined;
  let supabase: LocalSupabase | undefined;
  let customerAccount: LocalCustomerAccount | undefined;
  const closeAll = async () => {
    await Promise.allSettled([
      storefront?.close(),
      supabase?.close(),
      customerAccount?.close(),
    ]);
  };
  try {
    if (!env.PUBLIC_STORE_DOMAIN) {
      storefront = await startLocalStorefront({port: options.storefrontPort});
      env.PUBLIC_STORE_DOMAIN = storefront.url;
      env.PUBLIC_STOREFRONT_API_TOKEN = storefront.publicToken;
      env.PRIVATE_STOREFRONT_API_TOKEN = storefront.privateToken;
      env.SHOPIFY_ADMIN_API_TOKEN = storefront.adminToken;
      env.CART_RECOVERY_SECRET ||= LOCAL_CART_RECOVERY_SECRET;
      log(
        `Local Storefront API: ${storefront.url} (token ${storefront.publicToken})`,
      );
      log(`Local checkout:       ${storefront.url}/checkouts`);
    }
    if (!env.SUPABASE_URL) {
      supabase = await startLocalSupabase({
        port: options.supabasePort,
        dataDir: options.supabaseDataDir,
        functionsEnv: {
          ...(storefront
            ? {
                SHOPIFY_STORE_DOMAIN: storefront.url,
                SHOPIFY_ADMIN_API_TOKEN: storefront.adminToken,
              }
            : {}),
          ...(siteUrl ? {SITE_URL: siteUrl} : {}),
          // The emails follow the launch as the pages do.
          ...(env.LAUNCH_AT ? {LAUNCH_AT: env.LAUNCH_AT} : {}),
        },
        // Auth's SITE_URL: where an email link leads when redirect_to is not allowed.
        auth: {...(siteUrl ? {siteUrl} : {}), ...options.supabaseAuth},
      });
      env.SUPABASE_URL = supabase.url;
      env.SUPABASE_ANON_KEY = supabase.anonKey;
      // The worker forwards visitor addresses for the rate limits with this key.
      env.WAITLIST_PROXY_KEY ||= crypto.randomUUID() + crypto.randomUUID();
      await setWaitlistProxyKey(supabase, env.WAITLIST_PROXY_KEY);
      log(`Local Supabase:       ${supabase.url}`);
      log(`anon key:             ${supabase.anonKey}`);
      log(`Local mailbox:        ${supabase.mailboxUrl}`);
      // Cloudflare's test keys work offline against the local siteverify (decision 0158).
      if (
        isTurnstileTestSecret(env.TURNSTILE_SECRET_KEY) &&
        !env.TURNSTILE_VERIFY_URL
      ) {
        env.TURNSTILE_VERIFY_URL = `${supabase.url}${SITEVERIFY_PATH}`;
        log(`Turnstile siteverify: ${env.TURNSTILE_VERIFY_URL} (test keys)`);
      }
      log(`Edge functions:       ${supabase.functionsSummary}`);
      if (options.seedDemoAdmin) {
        const admin = await supabase.seedDemoAdmin();
        log(
          admin.password
            ? `Demo admin (seeded):  ${admin.email}  password ${admin.password}`
            : `Demo admin:           ${admin.email} (seeded earlier: its password was printed then; \`npm run admin:create -- ${admin.email}\` sets a new one)`,
        );
        if (admin.totpSecret) {
          log(
            `  TOTP secret:        ${admin.totpSecret} (add it to an authenticator app)`,
          );
          log(`  otpauth URI:        ${admin.otpauthUri}`);
        } else {
          log(
            '  TOTP:               its seeded authenticator was removed (sign in with the one enrolled since, or enrol a new one)',
          );
        }
      }
    }
    // Accounts need the local checkout's orders: with a real store they are Shopify's.
    if (storefront && !env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID) {
      customerAccount = await startLocalCustomerAccount({
        port: options.customerAccountPort ?? 0,
        storeOrigins: siteUrl ? [siteUrl] : [],
        storefrontUrl: storefront.url,
        mailboxApiUrl: supabase ? `${supabase.url}/mailbox/api` : null,
        mailboxPageUrl: supabase?.mailboxUrl ?? null,
        log,
      });
      env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID = customerAccount.clientId;
      env.SHOP_ID = customerAccount.shopId;
      env.PUBLIC_CUSTOMER_ACCOUNT_API_URL = customerAccount.accountUrl;
      log(
        `Local customer accounts: ${customerAccount.url} (sign-in codes go to ${supabase ? 'the mailbox' : 'this log'})`,
      );
    }
  } catch (error) {
    await closeAll();
    throw error;
  }

  return {env, storefront, supabase, customerAccount, close: closeAll};
}

/** What a real project does once in the SQL editor (supabase/README.md). */
async function setWaitlistProxyKey(
  supabase: {url: string; serviceRoleKey: string},
  key: string,
): Promise<void> {
  const response = await fetch(
    `${supabase.url}/rest/v1/rpc/set_waitlist_proxy_key`,
    {
      method: 'POST',
      headers: {
        apikey: supabase.serviceRoleKey,
        Authorization: `Bearer ${supabase.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({proxy_key: key}),
    },
  );
  if (!response.ok)
    throw new Error(
      `set_waitlist_proxy_key answered ${response.status}: ${await response.text()}`,
    );
}
