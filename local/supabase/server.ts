/**
 * The local Supabase stand-in: one HTTP server with /rest/v1 (PostgREST subset),
 * /functions/v1 (the project's edge functions) and /mailbox (the emails they send),
 * over a PGlite database prepared from supabase/migrations.
 */
import {jsonResponse} from '../../supabase/functions/_shared/http.ts';
import {startFetchServer} from '../node-fetch-adapter.ts';
import {authenticateFunction, authenticateRest} from './api-keys.ts';
import {openDatabase} from './database.ts';
import {createFunctionRunner} from './functions.ts';
import {DEFAULT_JWT_SECRET, apiKeyFor} from './jwt.ts';
import {handleMailboxRequest} from './mailbox.ts';
import {handleRestRequest} from './rest.ts';

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
};

export type LocalSupabase = {
  /** No trailing slash. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  mailboxUrl: string;
  close(): Promise<void>;
};

/** The sender the local welcome emails carry unless functionsEnv sets EMAIL_FROM. */
const LOCAL_EMAIL_FROM = 'Emberforge <hello@emberforge.example>';

export async function startLocalSupabase(
  options: LocalSupabaseOptions = {},
): Promise<LocalSupabase> {
  const db = await openDatabase(options.dataDir);
  const jwtSecret = options.jwtSecret ?? DEFAULT_JWT_SECRET;
  const anonKey = apiKeyFor('anon', jwtSecret);
  const serviceRoleKey = apiKeyFor('service_role', jwtSecret);
  const host = options.host ?? '127.0.0.1';

  // The functions' environment needs the final URL (port 0 picks one), so the handler is
  // built once the server listens.
  const server = await startFetchServer(
    {
      port: options.port ?? 54321,
      host,
      onError(error) {
        console.error('[local supabase] request failed:', error);
        return jsonResponse(500, {
          message: 'Internal error in the local Supabase stand-in',
        });
      },
    },
    (url) => {
      const runFunction = createFunctionRunner({
        SUPABASE_URL: url,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        RESEND_API_URL: `${url}/mailbox/api`,
        RESEND_API_KEY: 'local-mailbox',
        EMAIL_FROM: LOCAL_EMAIL_FROM,
        ...options.functionsEnv,
      });
      return async (request: Request): Promise<Response> => {
        const {pathname} = new URL(request.url);
        if (pathname.startsWith('/rest/v1/')) {
          const auth = authenticateRest(request, {
            anonKey,
            serviceRoleKey,
            jwtSecret,
          });
          return auth.ok
            ? handleRestRequest(db, request, auth.caller)
            : auth.response;
        }
        const functionName = /^\/functions\/v1\/([^/]+)\/?$/.exec(
          pathname,
        )?.[1];
        if (functionName) {
          const auth = authenticateFunction(request, jwtSecret);
          return auth.ok
            ? runFunction(decodeURIComponent(functionName), request)
            : auth.response;
        }
        if (pathname === '/mailbox' || pathname.startsWith('/mailbox/'))
          return handleMailboxRequest(db, request);
        return jsonResponse(404, {
          message:
            'Not found. The local Supabase serves /rest/v1, /functions/v1 and /mailbox (see local/supabase/README.md).',
        });
      };
    },
  );
  const {url} = server;

  return {
    url,
    anonKey,
    serviceRoleKey,
    mailboxUrl: `${url}/mailbox`,
    async close() {
      await server.close();
      await db.close();
    },
  };
}
