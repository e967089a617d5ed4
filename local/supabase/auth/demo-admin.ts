/**
 * The local demo admin `npm start` seeds on an empty local Supabase, so a new developer
 * can sign in to /admin at once: an admin (app_metadata.role = 'admin') with a random
 * password and an already verified TOTP factor whose secret is printed, to add to an
 * authenticator app or to compute codes from. Local only: no Supabase API seeds factors.
 */
import {randomBytes} from 'node:crypto';
import {createEmailUser, findUserByEmail, type Queryable} from './accounts.ts';
import {seedVerifiedTotpFactor, totpFor} from './mfa.ts';

export const DEMO_ADMIN_EMAIL = 'admin@emberforge.example';

export type DemoAdmin = {
  email: string;
  /** Set when it was seeded now; afterwards only its hash is kept (admin:create sets a new one). */
  password: string | null;
  /** The seeded authenticator's secret while it is still enrolled, so every start can print it. */
  totpSecret: string | null;
  otpauthUri: string | null;
  seeded: boolean;
};

const FACTOR_NAME = 'Demo authenticator';
const ISSUER = 'Emberforge (local)';

const otpauthUri = (secret: string) =>
  totpFor(secret, DEMO_ADMIN_EMAIL, ISSUER).toString();

/**
 * Seeds the demo admin on an empty local Supabase; when it exists already, reads back the
 * secret of its seeded authenticator (kept by the local stand-in like Supabase keeps a
 * factor's secret), so a later start can print it again (issue 25).
 */
export async function seedDemoAdmin(db: Queryable): Promise<DemoAdmin> {
  const existing = await findUserByEmail(db, DEMO_ADMIN_EMAIL);
  if (existing) {
    const factor = await db.query<{secret: string | null}>(
      `select secret from auth.mfa_factors
       where user_id = $1 and friendly_name = $2 and status = 'verified'
       order by created_at limit 1`,
      [existing.id, FACTOR_NAME],
    );
    const secret = factor.rows[0]?.secret ?? null;
    return {
      email: DEMO_ADMIN_EMAIL,
      password: null,
      totpSecret: secret,
      otpauthUri: secret ? otpauthUri(secret) : null,
      seeded: false,
    };
  }
  const password = randomBytes(12).toString('base64url');
  const user = await createEmailUser(db, {
    email: DEMO_ADMIN_EMAIL,
    password,
    emailConfirmed: true,
    appMetadata: {role: 'admin'},
  });
  const totpSecret = await seedVerifiedTotpFactor(db, user.id, FACTOR_NAME);
  return {
    email: DEMO_ADMIN_EMAIL,
    password,
    totpSecret,
    otpauthUri: otpauthUri(totpSecret),
    seeded: true,
  };
}
