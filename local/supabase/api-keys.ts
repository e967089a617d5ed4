/**
 * Who is calling: the gateway checks Supabase does before a request reaches PostgREST or
 * a function, with the same status codes and messages.
 */
import {jsonResponse} from '../../supabase/functions/_shared/http.ts';
import {verifyJwt, type JwtClaims} from './jwt.ts';

const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];
export type Caller = {role: ApiRole; claims: JwtClaims};

type Authentication =
  {ok: true; caller: Caller} | {ok: false; response: Response};

/** /rest/v1: an `apikey` (header or query) that is one of the project's keys, then the bearer JWT decides the role. */
export function authenticateRest(
  request: Request,
  keys: {anonKey: string; serviceRoleKey: string; jwtSecret: string},
): Authentication {
  const apiKey =
    request.headers.get('apikey') ??
    new URL(request.url).searchParams.get('apikey');
  if (!apiKey) {
    return failure(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (apiKey !== keys.anonKey && apiKey !== keys.serviceRoleKey) {
    return failure(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  const token = bearerToken(request) ?? apiKey;
  const verification = verifyJwt(token, keys.jwtSecret);
  if (!verification.ok) {
    return verification.reason === 'expired'
      ? failure(401, {
          code: 'PGRST303',
          message: 'JWT expired',
          details: null,
          hint: null,
        })
      : failure(401, {
          code: 'PGRST301',
          message: 'No suitable key or wrong key type',
          details: null,
          hint: null,
        });
  }
  return callerFrom(verification.claims, () =>
    failure(401, {
      code: 'PGRST301',
      message: 'JWT role is not one of anon, authenticated, service_role',
      details: null,
      hint: null,
    }),
  );
}

/** /functions/v1 with verify_jwt on (Supabase's default): a valid JWT in Authorization. */
export function authenticateFunction(
  request: Request,
  jwtSecret: string,
): Authentication {
  const token = bearerToken(request);
  if (!token)
    return failure(401, {code: 401, message: 'Missing authorization header'});
  const verification = verifyJwt(token, jwtSecret);
  if (!verification.ok)
    return failure(401, {code: 401, message: 'Invalid JWT'});
  return callerFrom(verification.claims, () =>
    failure(401, {code: 401, message: 'Invalid JWT'}),
  );
}

function callerFrom(
  claims: JwtClaims,
  reject: () => Authentication,
): Authentication {
  const role = API_ROLES.find((known) => known === claims.role);
  return role ? {ok: true, caller: {role, claims}} : reject();
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(
    request.headers.get('authorization') ?? '',
  );
  return match ? match[1]! : null;
}

function failure(
  status: number,
  body: Record<string, unknown>,
): Authentication {
  return {ok: false, response: jsonResponse(status, body)};
}
