/**
 * The local Supabase stand-in: one HTTP server with /rest/v1 (PostgREST subset), /auth/v1
 * (GoTrue subset, in ./auth), /functions/v1 (the project's edge functions, each running in
 * its own Deno process) and /mailbox (the emails they send), over a PGlite database
 * prepared from supabase/migrations.
 */
import {jsonResponse} from '../../supabase/functions/_shared/http.ts';
import {startFetchServer, type Connection} from '../node-fetch-adapter.ts';
import {authenticateFunction, authenticateRest} from './api-keys.ts';
import {seedDemoAdmin, type DemoAdmin} from './auth/demo-admin.ts';
import {handleAuthRequest} from './auth/handler.ts';
import type {AuthConfig} from './auth/sessions.ts';
import {DEFAULT_EMAIL_LIMITS, EmailBudget} from './auth/email-limits.ts';
import {openDatabase} from './database.ts';
import {denoVersion} from '../deno.ts';
import {startEdgeRuntime, type EdgeRuntime} from './edge-runtime.ts';
import {DEFAULT_JWT_SECRET, apiKeyFor} from './jwt.ts';
import {handleMailboxRequest} from './mailbox.ts';
import {startOutboxSchedule} from './outbox-schedule.ts';
import {withGatewayAddress} from './gateway.ts';
import {handleRestRequest} from './rest.ts';
import {readAuthSettings} from './functions-config.ts';
import {
  handleSiteverifyRequest,
  SITEVERIFY_PATH,
} from '../turnstile/siteverify.ts';

export type LocalSupabaseOptions = {
  /** 0 picks a free port. Default 54321, Supabase's local API port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** Signs the API keys; default is the Supabase CLI's local secret. */
  jwtSecret?: string;
  /** Extra environment for the functions, e.g. SHOPIFY_STORE_DOMAIN, SHOPIFY_ADMIN_API_TOKEN. */
  functionsEnv?: Record<string, string>;
  /** Where the functions' own output goes (console.log in a function); default stderr. */
  functionsLog?: (line: string) => void;
  /** How often the outbox deliverer runs (what pg_cron does on Supabase); 0 turns it off. Default 1000. */
  outboxIntervalMs?: number;
  /** Auth settings Supabase lets a project change: JWT expiry, refresh token reuse interval, site URL. */
  auth?: Partial<
    Pick<
      AuthConfig,
      | 'jwtExpirySeconds'
      | 'refreshTokenReuseIntervalSeconds'
      | 'siteUrl'
      | 'uriAllowList'
      | 'emailLimits'
    >
  >;
};

export type LocalSupabase = {
  /** No trailing slash. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  mailboxUrl: string;
  /** The Deno process serving each function, by name. */
  functions: EdgeRuntime['functions'];
  /** One line for start-up logs: which functions Deno serves. */
  functionsSummary: string;
  /** Runs the outbox deliverer until nothing is due (tests that do not wait for the timer). */
  deliverOutbox(): Promise<void>;
  /** Creates the local demo admin unless it exists, and says how to sign in as it (auth/demo-admin.ts). */
  seedDemoAdmin(): Promise<DemoAdmin>;
  close(): Promise<void>;
};

/** The sender the local welcome emails carry unless functionsEnv sets EMAIL_FROM. */
const LOCAL_EMAIL_FROM = 'Emberforge <hello@emberforge.example>';

export async function startLocalSupabase(
  options: LocalSupabaseOptions = {},
): Promise<LocalSupabase> {
  const jwtSecret = options.jwtSecret ?? DEFAULT_JWT_SECRET;
  const anonKey = apiKeyFor('anon', jwtSecret);
  const serviceRoleKey = apiKeyFor('service_role', jwtSecret);
  const host = options.host ?? '127.0.0.1';
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let edgeRuntime: EdgeRuntime | undefined;

  // The functions' environment needs the final URL (port 0 picks one), so the handler is
  // built once the server listens.
  const server = await startFetchServer(
    {
      port: options.port ?? 54321,
      host,
      onError(error) {
        const badInput = badInputMessage(error);
        if (!badInput) console.error('[local supabase] request failed:', error);
        return jsonResponse(badInput ? 400 : 500, {
          message: badInput ?? 'Internal error in the local Supabase stand-in',
        });
      },
    },
    async (url) => {
      // The database and the function processes start side by side.
      const [database, runtime] = await Promise.allSettled([
        openDatabase(options.dataDir),
        startEdgeRuntime({
          env: {
            // What Supabase sets for every deployed function (SUPABASE_DB_URL is left out:
            // PGlite has no Postgres wire endpoint, and no function connects directly).
            SUPABASE_URL: url,
            SUPABASE_ANON_KEY: anonKey,
            SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
            // The function secrets, pointing the email API at the local mailbox.
            RESEND_API_URL: `${url}/mailbox/api`,
            RESEND_API_KEY: 'local-mailbox',
            EMAIL_FROM: LOCAL_EMAIL_FROM,
            // Where the emails' links point: the store `npm start` serves.
            SITE_URL: 'http://localhost:3000',
            ...options.functionsEnv,
          },
          log: options.functionsLog ?? ((line) => console.error(line)),
        }),
      ]);
      if (database.status === 'rejected' || runtime.status === 'rejected') {
        await Promise.allSettled([
          database.status === 'fulfilled' && database.value.close(),
          runtime.status === 'fulfilled' && runtime.value.close(),
        ]);
        throw database.status === 'rejected'
          ? database.reason
          : (runtime as PromiseRejectedResult).reason;
      }
      const openDb = (db = database.value);
      const functions = (edgeRuntime = runtime.value).functions;
      const authConfig: AuthConfig = {
        jwtSecret,
        issuer: `${url}/auth/v1`,
        // GoTrue's default, unless supabase/config.toml sets [auth] jwt_expiry.
        jwtExpirySeconds: 3600,
        ...(await readAuthSettings()),
        refreshTokenReuseIntervalSeconds: 10,
        siteUrl: 'http://localhost:3000',
        uriAllowList: [],
        ...options.auth,
        emailLimits: options.auth?.emailLimits ?? DEFAULT_EMAIL_LIMITS,
        emailBudget: new EmailBudget(
          options.auth?.emailLimits ?? DEFAULT_EMAIL_LIMITS,
        ),
      };
      return async (
        received: Request,
        {remoteAddress}: Connection,
      ): Promise<Response> => {
        // As Supabase's edge does: the connecting address, never the client's claim (0193).
        const request = withGatewayAddress(received, remoteAddress);
        const {pathname} = new URL(request.url);
        if (pathname.startsWith('/auth/v1/'))
          return handleAuthRequest(
            openDb,
            authConfig,
            {anonKey, serviceRoleKey},
            request,
          );
        if (pathname.startsWith('/rest/v1/')) {
          const auth = authenticateRest(request, {
            anonKey,
            serviceRoleKey,
            jwtSecret,
          });
          return auth.ok
            ? handleRestRequest(openDb, request, auth.caller)
            : auth.response;
        }
        const functionPath = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(pathname);
        if (functionPath) {
          const name = safeDecode(functionPath[1]!);
          if (name === null)
            return jsonResponse(400, {
              message: 'Malformed percent-encoding in the function name',
            });
          const fn = functions.get(name);
          if (!fn)
            return jsonResponse(404, {
              code: 'NOT_FOUND',
              message: 'Requested function was not found',
            });
          // verify_jwt in config.toml (on unless a function turns it off), checked before the function runs.
          // A CORS preflight carries no Authorization: the gateway lets it through to the
          // function, which answers it (Supabase's edge functions CORS guide).
          const auth =
            fn.verifyJwt && request.method !== 'OPTIONS'
              ? authenticateFunction(request, jwtSecret)
              : null;
          return auth && !auth.ok
            ? auth.response
            : fn.invoke(request, functionPath[2] ?? '');
        }
        if (pathname === '/mailbox' || pathname.startsWith('/mailbox/'))
          return handleMailboxRequest(openDb, request);
        // Cloudflare Turnstile's siteverify, for the test keys (local/turnstile).
        if (pathname === SITEVERIFY_PATH)
          return handleSiteverifyRequest(request);
        return jsonResponse(404, {
          message:
            'Not found. The local Supabase serves /rest/v1, /auth/v1, /functions/v1, /mailbox and /turnstile/v0/siteverify (see local/supabase/README.md).',
        });
      };
    },
  );
  const {url} = server;
  const database = db!;
  const runtime = edgeRuntime!;

  const outbox = startOutboxSchedule({
    url,
    serviceRoleKey,
    intervalMs: options.outboxIntervalMs ?? 1000,
  });

  return {
    url,
    anonKey,
    serviceRoleKey,
    mailboxUrl: `${url}/mailbox`,
    functions: runtime.functions,
    functionsSummary: `${[...runtime.functions.keys()].join(', ')} (served by Deno ${denoVersion()}, one process each)`,
    async deliverOutbox() {
      for (let run = 0; run < 1000; run += 1) {
        const claimed = await outbox.runOnce();
        if (!claimed) return;
      }
    },
    seedDemoAdmin: () => database.transaction((tx) => seedDemoAdmin(tx)),
    async close() {
      await outbox.stop();
      await server.close();
      await runtime.close();
      await database.close();
    },
  };
}

/** A path segment decoded, or null when it is not valid percent-encoding (a 400). */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Errors caused by the request itself, answered 400 as Supabase's gateway does: a broken
 * percent-encoding in the path (`/rest/v1/%E0%A4%A`), or a value the database cannot hold
 * (SQLSTATE class 22, e.g. NUL in `?to=a%00b`).
 */
function badInputMessage(error: unknown): string | null {
  if (error instanceof URIError)
    return 'Malformed percent-encoding in the request path or query';
  const code = (error as {code?: unknown} | null)?.code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code))
    return 'The request holds a value the database cannot store';
  return null;
}
