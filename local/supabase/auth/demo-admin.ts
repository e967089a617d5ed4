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
  password: string;
  totpSecret: string;
  otpauthUri: string;
};

/** Null when the demo admin already exists (its password was printed when it was seeded). */
export async function seedDemoAdmin(db: Queryable): Promise<DemoAdmin | null> {
  if (await findUserByEmail(db, DEMO_ADMIN_EMAIL)) return null;
  const password = randomBytes(12).toString('base64url');
  const user = await createEmailUser(db, {
    email: DEMO_ADMIN_EMAIL,
    password,
    emailConfirmed: true,
    appMetadata: {role: 'admin'},
  });
  const totpSecret = await seedVerifiedTotpFactor(
    db,
    user.id,
    'Demo authenticator',
  );
  return {
    email: DEMO_ADMIN_EMAIL,
    password,
    totpSecret,
    otpauthUri: totpFor(
      totpSecret,
      DEMO_ADMIN_EMAIL,
      'Emberforge (local)',
    ).toString(),
  };
}
