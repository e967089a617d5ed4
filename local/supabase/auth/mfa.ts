/**
 * /auth/v1/factors: TOTP enrolment, challenge, verification and unenrolment, after
 * supabase/auth internal/api/mfa.go. TOTP is RFC 6238 (SHA-1, 6 digits, 30 s, one step of
 * skew, as GoTrue validates) through the `otpauth` library; the QR code is an SVG from the
 * `uqr` library (the one the app draws its own with), as GoTrue answers an SVG it renders
 * itself.
 */
import {randomUUID} from 'node:crypto';
import * as OTPAuth from 'otpauth';
import {renderSVG} from 'uqr';
import {isUuid, type Queryable} from './accounts.ts';
import {AuthError} from './errors.ts';
import {
  grantRefreshToken,
  recordAuthMethod,
  tokenResponse,
  type AuthConfig,
  type Caller,
} from './sessions.ts';

/** GoTrue's GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION default (seconds). */
const CHALLENGE_EXPIRY_SECONDS = 300;
/** GoTrue's MaxEnrolledFactors default. */
const MAX_ENROLLED_FACTORS = 10;

type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
};

export function totpFor(secret: string, label = '', issuer = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export async function enrollFactor(
  db: Queryable,
  caller: Caller,
  body: Record<string, unknown>,
  config: AuthConfig,
): Promise<Record<string, unknown>> {
  const factorType = body.factor_type;
  if (factorType !== 'totp') {
    // phone and webauthn exist on Supabase; this stand-in only speaks TOTP.
    throw new AuthError(
      400,
      'validation_failed',
      factorType === 'phone' || factorType === 'webauthn'
        ? `MFA enroll is not supported by the local Supabase stand-in for ${factorType}`
        : 'factor_type needs to be totp, phone, or webauthn',
    );
  }
  const friendlyName =
    typeof body.friendly_name === 'string' ? body.friendly_name : '';
  const issuer =
    typeof body.issuer === 'string' && body.issuer
      ? body.issuer
      : new URL(config.siteUrl).host;

  const existing = await factorsOf(db, caller.user.id);
  if (
    friendlyName &&
    existing.some((factor) => factor.friendly_name === friendlyName)
  ) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  const verified = existing.filter(
    (factor) => factor.status === 'verified',
  ).length;
  if (
    existing.length >= MAX_ENROLLED_FACTORS ||
    verified >= MAX_ENROLLED_FACTORS
  ) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && caller.session?.aal !== 'aal2') {
    throw new AuthError(
      403,
      'insufficient_aal',
      'AAL2 required to enroll a new factor',
    );
  }

  const secret = new OTPAuth.Secret({size: 20}).base32;
  const uri = totpFor(secret, caller.user.email, issuer).toString();
  const id = randomUUID();
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, caller.user.id, friendlyName || null, secret],
  );
  return {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: {qr_code: renderSVG(uri), secret, uri},
  };
}

export async function challengeFactor(
  db: Queryable,
  caller: Caller,
  factorId: string,
  request: Request,
): Promise<Record<string, unknown>> {
  const factor = await ownFactor(db, caller, factorId);
  const id = randomUUID();
  const ip =
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    '127.0.0.1';
  const created = await db.query<{expires_at: number}>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values ($1, $2, now(), $3::inet)
     returning (extract(epoch from created_at) + $4)::bigint::int as expires_at`,
    [id, factor.id, ip, CHALLENGE_EXPIRY_SECONDS],
  );
  await db.query(
    `update auth.mfa_factors set last_challenged_at = now() where id = $1`,
    [factor.id],
  );
  return {id, type: 'totp', expires_at: created.rows[0]!.expires_at};
}

/** The 30 s time step now (RFC 6238's T). */
const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * The time steps each factor's codes were used at, for the steps a code stays valid in
 * (one either side): RFC 6238 section 5.2 asks a verifier not to accept a code twice.
 * GoTrue keeps no such record; this stand-in does, as the app does (decision 0191).
 */
const usedSteps = new Map<string, Set<number>>();

function claimTimeStep(factorId: string, step: number): boolean {
  const now = currentStep();
  const steps = usedSteps.get(factorId) ?? new Set<number>();
  for (const old of steps) if (old < now - 1) steps.delete(old);
  if (steps.has(step)) return false;
  steps.add(step);
  usedSteps.set(factorId, steps);
  return true;
}

export async function verifyFactor(
  db: Queryable,
  caller: Caller,
  factorId: string,
  body: Record<string, unknown>,
  config: AuthConfig,
): Promise<Record<string, unknown>> {
  const factor = await ownFactor(db, caller, factorId);
  const challengeId =
    typeof body.challenge_id === 'string' ? body.challenge_id : '';
  const code = typeof body.code === 'string' ? body.code : '';
  const challenge = isUuid(challengeId)
    ? (
        await db.query<{id: string; expired: boolean}>(
          `select id, created_at + make_interval(secs => $3) < now() as expired
           from auth.mfa_challenges where id = $1 and factor_id = $2 and verified_at is null`,
          [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
        )
      ).rows[0]
    : undefined;
  if (!challenge) {
    throw new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  }
  if (challenge.expired) {
    await db.query(`delete from auth.mfa_challenges where id = $1`, [
      challenge.id,
    ]);
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const delta = /^\d{6}$/.test(code)
    ? totpFor(factor.secret!).validate({token: code, window: 1})
    : null;
  // A code used once is not taken again while it is valid (issue 24, item 2): one code
  // lifted three sessions to aal2. Answered as any wrong code is.
  if (delta === null || !claimTimeStep(factor.id, currentStep() + delta)) {
    throw new AuthError(
      422,
      'mfa_verification_failed',
      'Invalid TOTP code entered',
    );
  }

  await db.query(
    `update auth.mfa_challenges set verified_at = now() where id = $1`,
    [challenge.id],
  );
  await db.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
    [factor.id],
  );
  const session = caller.session!;
  await db.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [session.id, factor.id],
  );
  await recordAuthMethod(db, session.id, 'totp');
  // As GoTrue: the user's other sessions below aal2 end, unverified TOTP factors go, and
  // the session gets a fresh refresh token (the old ones are revoked).
  await db.query(
    `delete from auth.sessions where user_id = $1 and id <> $2 and aal < 'aal2'`,
    [caller.user.id, session.id],
  );
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
    [caller.user.id],
  );
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
    [session.id],
  );
  const refreshToken = await grantRefreshToken(
    db,
    {...session, aal: 'aal2'},
    null,
  );
  return tokenResponse(
    db,
    config,
    {...session, aal: 'aal2', factor_id: factor.id},
    refreshToken,
  );
}

export async function unenrollFactor(
  db: Queryable,
  caller: Caller,
  factorId: string,
): Promise<Record<string, unknown>> {
  const factor = await ownFactor(db, caller, factorId);
  if (factor.status === 'verified' && caller.session?.aal !== 'aal2') {
    throw new AuthError(
      422,
      'insufficient_aal',
      'AAL2 required to unenroll verified factor',
    );
  }
  await db.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  return {id: factor.id};
}

async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  return (
    await db.query<FactorRow>(
      `select id, user_id, friendly_name, factor_type::text, status::text, secret
       from auth.mfa_factors where user_id = $1`,
      [userId],
    )
  ).rows;
}

async function ownFactor(
  db: Queryable,
  caller: Caller,
  factorId: string,
): Promise<FactorRow> {
  const factor = (await factorsOf(db, caller.user.id)).find(
    (row) => row.id === factorId,
  );
  if (!factor)
    throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** Local seeding only: a verified TOTP factor with a known secret (no Supabase API does this). */
export async function seedVerifiedTotpFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
): Promise<string> {
  const secret = new OTPAuth.Secret({size: 20}).base32;
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, $2, 'totp', 'verified', now(), now(), $3)`,
    [userId, friendlyName, secret],
  );
  return secret;
}
