/**
 * The local Supabase stand-in: one HTTP server with /rest/v1 (PostgREST subset), /auth/v1
 * (GoTrue subset, in ./auth),
 * /functions/v1 (the project's edge functions) and /mailbox (the emails they send),
 * over a PGlite database prepared from supabase/migrations.
 */
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type {AddressInfo} from 'node:net';
import {jsonResponse} from '../../supabase/functions/_shared/http.ts';
import {authenticateFunction, authenticateRest} from './api-keys.ts';
import {seedDemoAdmin, type DemoAdmin} from './auth/demo-admin.ts';
import {handleAuthRequest} from './auth/handler.ts';
import type {AuthConfig} from './auth/sessions.ts';
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
  /** Auth settings Supabase lets a project change: JWT expiry, refresh token reuse interval, site URL. */
  auth?: Partial<
    Pick<
      AuthConfig,
      'jwtExpirySeconds' | 'refreshTokenReuseIntervalSeconds' | 'siteUrl'
    >
  >;
};

export type LocalSupabase = {
  /** No trailing slash. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  mailboxUrl: string;
  /** Creates the local demo admin unless it exists (see auth/demo-admin.ts). */
  seedDemoAdmin(): Promise<DemoAdmin | null>;
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

  // Listen first: the functions' environment needs the final URL (port 0 picks one).
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  const {port} = server.address() as AddressInfo;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  const runFunction = createFunctionRunner({
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    RESEND_API_URL: `${url}/mailbox/api`,
    RESEND_API_KEY: 'local-mailbox',
    EMAIL_FROM: LOCAL_EMAIL_FROM,
    ...options.functionsEnv,
  });

  const authConfig: AuthConfig = {
    jwtSecret,
    issuer: `${url}/auth/v1`,
    jwtExpirySeconds: 3600,
    refreshTokenReuseIntervalSeconds: 10,
    siteUrl: 'http://localhost:3000',
    ...options.auth,
  };

  const handle = async (request: Request): Promise<Response> => {
    const {pathname} = new URL(request.url);
    if (pathname.startsWith('/auth/v1/'))
      return handleAuthRequest(
        db,
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
        ? handleRestRequest(db, request, auth.caller)
        : auth.response;
    }
    const functionName = /^\/functions\/v1\/([^/]+)\/?$/.exec(pathname)?.[1];
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
        'Not found. The local Supabase serves /rest/v1, /auth/v1, /functions/v1 and /mailbox (see local/supabase/README.md).',
    });
  };

  // Attached in the same tick as `listen` resolved, so no request can arrive before it.
  server.on('request', (req, res) => {
    serve(handle, req, res).catch((error: unknown) => {
      console.error('[local supabase] request failed:', error);
      if (!res.headersSent)
        res.writeHead(500, {'Content-Type': 'application/json'});
      res.end(
        JSON.stringify({
          message: 'Internal error in the local Supabase stand-in',
        }),
      );
    });
  });

  return {
    url,
    anonKey,
    serviceRoleKey,
    mailboxUrl: `${url}/mailbox`,
    seedDemoAdmin: () => db.transaction((tx) => seedDemoAdmin(tx)),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}

/** Node's request/response <-> the Fetch API's, so every handler is a plain (Request) => Response. */
async function serve(
  handle: (request: Request) => Promise<Response>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const request = new Request(
    new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`),
    {
      method,
      headers,
      body:
        method === 'GET' || method === 'HEAD' || chunks.length === 0
          ? undefined
          : Buffer.concat(chunks),
    },
  );
  const response = await handle(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(
    method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()),
  );
}
