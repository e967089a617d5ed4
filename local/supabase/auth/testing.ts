/**
 * Test helpers for signed-in users of the local Auth: create a user with the service role
 * (optionally an admin), sign in with supabase-js, and lift the session to aal2 by
 * enrolling and verifying a TOTP factor with a computed code.
 */
import type {SupabaseClient} from '@supabase/supabase-js';
import {clientFor, type TestSupabase} from '../testing.ts';
import {totpFor} from './mfa.ts';

export const TEST_PASSWORD = 'correct horse battery';

export async function createTestUser(
  supabase: TestSupabase,
  email: string,
  appMetadata: Record<string, unknown> = {},
): Promise<string> {
  const {data, error} = await supabase.service.auth.admin.createUser({
    email,
    password: TEST_PASSWORD,
    email_confirm: true,
    app_metadata: appMetadata,
  });
  if (error) throw error;
  return data.user.id;
}

export async function signIn(
  supabase: TestSupabase,
  email: string,
): Promise<SupabaseClient> {
  const client = clientFor(supabase.local.url, supabase.local.anonKey);
  const {error} = await client.auth.signInWithPassword({
    email,
    password: TEST_PASSWORD,
  });
  if (error) throw error;
  return client;
}

/** Enrols a TOTP factor on the client's user and verifies it: the session becomes aal2. */
export async function enrolAndVerifyTotp(
  client: SupabaseClient,
): Promise<{factorId: string; secret: string}> {
  const enrolled = await client.auth.mfa.enroll({factorType: 'totp'});
  if (enrolled.error) throw enrolled.error;
  const {id: factorId, totp} = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: totpFor(totp.secret).generate(),
  });
  if (verified.error) throw verified.error;
  return {factorId, secret: totp.secret};
}
