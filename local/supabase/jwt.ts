/**
 * HS256 JWTs, the way a Supabase project signs its API keys. With the default secret the
 * keys equal the Supabase CLI's well-known local demo keys, so tools that expect those work.
 */
import {createHmac, timingSafeEqual} from 'node:crypto';

/** The Supabase CLI's local JWT secret (public knowledge; never use it for a real project). */
export const DEFAULT_JWT_SECRET =
  'super-secret-jwt-token-with-at-least-32-characters-long';

/** The expiry the CLI's demo keys carry (2032-11-12). */
const DEMO_KEY_EXPIRY = 1983812996;

export type JwtClaims = {
  role?: unknown;
  exp?: unknown;
  [claim: string]: unknown;
};

export type JwtVerification =
  | {ok: true; claims: JwtClaims}
  | {ok: false; reason: 'malformed' | 'bad-signature' | 'expired'};

const HEADER = base64url(JSON.stringify({alg: 'HS256', typ: 'JWT'}));

export function signJwt(claims: JwtClaims, secret: string): string {
  const unsigned = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${hmac(unsigned, secret)}`;
}

export function apiKeyFor(
  role: 'anon' | 'service_role',
  secret: string,
): string {
  return signJwt({iss: 'supabase-demo', role, exp: DEMO_KEY_EXPIRY}, secret);
}

export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return {ok: false, reason: 'malformed'};
  const [header, payload, signature] = parts as [string, string, string];
  let claims: JwtClaims;
  try {
    const alg = JSON.parse(
      Buffer.from(header, 'base64url').toString('utf8'),
    )?.alg;
    if (alg !== 'HS256') return {ok: false, reason: 'malformed'};
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims === null || typeof claims !== 'object')
      return {ok: false, reason: 'malformed'};
  } catch {
    return {ok: false, reason: 'malformed'};
  }
  const expected = Buffer.from(hmac(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return {ok: false, reason: 'bad-signature'};
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds)
    return {ok: false, reason: 'expired'};
  return {ok: true, claims};
}

function hmac(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
