import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {SupabaseClient} from '@supabase/supabase-js';
import {clientFor, startTestSupabase, type TestSupabase} from '../testing.ts';
import bcrypt from 'bcryptjs';
import {hashPassword} from './accounts.ts';
import {totpFor} from './mfa.ts';

let supabase: TestSupabase;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  // Reuse interval 0, so a revoked refresh token is "reused" as soon as it comes back.
  supabase = await startTestSupabase({
    auth: {refreshTokenReuseIntervalSeconds: 0},
  });
});
afterAll(() => supabase.local.close());

function newClient(): SupabaseClient {
  return clientFor(supabase.local.url, supabase.local.anonKey);
}

async function createUser(
  email: string,
  appMetadata: Record<string, unknown> = {},
) {
  const {data, error} = await supabase.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    app_metadata: appMetadata,
  });
  expect(error).toBeNull();
  return data.user!;
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = newClient();
  const {error} = await client.auth.signInWithPassword({
    email,
    password: PASSWORD,
  });
  expect(error).toBeNull();
  return client;
}

function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(
    Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'),
  );
}

describe('password sign-in', () => {
  it('gives a session whose access token carries Supabase’s claims', async () => {
    const user = await createUser('chef@example.com', {role: 'admin'});
    const client = newClient();
    const {data, error} = await client.auth.signInWithPassword({
      email: 'Chef@Example.com',
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    // supabase/config.toml: [auth] jwt_expiry = 600 (issue 24: short-lived admin tokens).
    expect(session.expires_in).toBe(600);
    expect(session.user.id).toBe(user.id);
    expect(session.user.identities?.[0]?.provider).toBe('email');
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      email: 'chef@example.com',
      app_metadata: {provider: 'email', providers: ['email'], role: 'admin'},
      user_metadata: {},
      iss: `${supabase.local.url}/auth/v1`,
    });
    expect(claims.amr).toEqual([
      {method: 'password', timestamp: expect.any(Number)},
    ]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    const {data: fetched} = await client.auth.getUser();
    expect(fetched.user?.email).toBe('chef@example.com');
  });

  it('answers GoTrue’s invalid_credentials alike for a wrong password and an unknown email', async () => {
    await createUser('grill@example.com');
    const wrong = await newClient().auth.signInWithPassword({
      email: 'grill@example.com',
      password: 'not the password',
    });
    const unknown = await newClient().auth.signInWithPassword({
      email: 'nobody@example.com',
      password: PASSWORD,
    });
    for (const {error} of [wrong, unknown]) {
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('hashes passwords with bcrypt at GoTrue’s cost', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$2[aby]\$10\$.{53}$/);
    expect(await bcrypt.compare(PASSWORD, hash)).toBe(true);
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh', async () => {
    await createUser('rotate@example.com');
    const client = await signedIn('rotate@example.com');
    const first = (await client.auth.getSession()).data.session!;
    const {data, error} = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(data.session!.access_token).session_id).toBe(
      claimsOf(first.access_token).session_id,
    );
  });

  it('hand back the current token when the parent of the active one comes back (a lost answer)', async () => {
    await createUser('lost@example.com');
    const client = await signedIn('lost@example.com');
    const first = (await client.auth.getSession()).data.session!.refresh_token;
    const second = (await client.auth.refreshSession()).data.session!
      .refresh_token;
    const again = await newClient().auth.refreshSession({refresh_token: first});
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(second);
  });

  it('detect reuse: an older revoked token ends the whole session', async () => {
    await createUser('reuse@example.com');
    const client = await signedIn('reuse@example.com');
    const first = (await client.auth.getSession()).data.session!.refresh_token;
    await client.auth.refreshSession();
    const third = (await client.auth.refreshSession()).data.session!
      .refresh_token;

    const thief = await newClient().auth.refreshSession({refresh_token: first});
    expect(thief.error?.code).toBe('refresh_token_already_used');
    expect(thief.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(thief.error?.status).toBe(400);

    const owner = await newClient().auth.refreshSession({refresh_token: third});
    expect(owner.error?.code).toBe('refresh_token_already_used');
  });

  it('answer refresh_token_not_found for a token that never existed', async () => {
    const {error} = await newClient().auth.refreshSession({
      refresh_token: 'madeupvalue1',
    });
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('TOTP factors', () => {
  it('enrol, challenge and verify with a computed code lift the session to aal2', async () => {
    await createUser('mfa@example.com');
    const client = await signedIn('mfa@example.com');
    const enrolled = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    });
    expect(enrolled.error).toBeNull();
    const {id: factorId, totp} = enrolled.data!;
    expect(totp.qr_code).toContain('<svg');
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(totp.secret).toMatch(/^[A-Z2-7]+=*$/);

    const challenge = await client.auth.mfa.challenge({factorId});
    expect(challenge.error).toBeNull();
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: '000000' === totpFor(totp.secret).generate() ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.status).toBe(422);

    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpFor(totp.secret).generate(),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(
      (claims.amr as {method: string}[]).map((entry) => entry.method),
    ).toEqual(['totp', 'password']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({currentLevel: 'aal2', nextLevel: 'aal2'});

    // The next sign-in starts at aal1 and must verify again.
    const later = await signedIn('mfa@example.com');
    const laterLevel = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(laterLevel.data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const factors = await later.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.id)).toEqual([factorId]);
    // A verified factor can only be removed from an aal2 session.
    const refused = await later.auth.mfa.unenroll({factorId});
    expect(refused.error?.code).toBe('insufficient_aal');
    const removed = await client.auth.mfa.unenroll({factorId});
    expect(removed.error).toBeNull();
  });

  it('refuses a code already used while it is still valid (issue 24, item 2)', async () => {
    await createUser('mfa-reuse@example.com');
    const client = await signedIn('mfa-reuse@example.com');
    const {data} = await client.auth.mfa.enroll({factorType: 'totp'});
    const factorId = data!.id;
    const code = totpFor(data!.totp.secret).generate();
    expect(
      (await client.auth.mfa.challengeAndVerify({factorId, code})).error,
    ).toBeNull();
    // The same code from another password-only session: refused as GoTrue refuses a wrong one.
    const other = await signedIn('mfa-reuse@example.com');
    const reused = await other.auth.mfa.challengeAndVerify({factorId, code});
    expect(reused.error?.code).toBe('mfa_verification_failed');
    expect(reused.error?.status).toBe(422);
    const level = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal1');
    // The next step's code (the authenticator a moment later) is taken.
    const next = totpFor(data!.totp.secret).generate({
      timestamp: Date.now() + 30_000,
    });
    expect(
      (await other.auth.mfa.challengeAndVerify({factorId, code: next})).error,
    ).toBeNull();
  });

  it('refuses a challenge id that does not belong to the factor', async () => {
    await createUser('mfa2@example.com');
    const client = await signedIn('mfa2@example.com');
    const {data} = await client.auth.mfa.enroll({factorType: 'totp'});
    const {error} = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    });
    expect(error?.code).toBe('mfa_factor_not_found');
  });
});

describe('sign-out scopes', () => {
  async function threeSessions(email: string) {
    await createUser(email);
    return Promise.all([signedIn(email), signedIn(email), signedIn(email)]);
  }
  async function stillSignedIn(client: SupabaseClient): Promise<boolean> {
    const token = (await client.auth.getSession()).data.session!.refresh_token;
    return !(await newClient().auth.refreshSession({refresh_token: token}))
      .error;
  }

  it('local ends only this session', async () => {
    const [a, b, c] = await threeSessions('local@example.com');
    const bToken = (await b.auth.getSession()).data.session!.refresh_token;
    expect((await a.auth.signOut({scope: 'local'})).error).toBeNull();
    expect(
      (await newClient().auth.refreshSession({refresh_token: bToken})).error,
    ).toBeNull();
    expect(await stillSignedIn(c)).toBe(true);
  });

  it('others ends every session but this one', async () => {
    const [a, b, c] = await threeSessions('others@example.com');
    const aToken = (await a.auth.getSession()).data.session!.refresh_token;
    const bToken = (await b.auth.getSession()).data.session!.refresh_token;
    expect((await a.auth.signOut({scope: 'others'})).error).toBeNull();
    expect(
      (await newClient().auth.refreshSession({refresh_token: bToken})).error
        ?.code,
    ).toBe('refresh_token_not_found');
    expect(await stillSignedIn(c)).toBe(false);
    expect(
      (await newClient().auth.refreshSession({refresh_token: aToken})).error,
    ).toBeNull();
  });

  it('global ends them all, and a second sign-out’s 403 is ignored by the client', async () => {
    const [a, b] = await threeSessions('global@example.com');
    const bToken = (await b.auth.getSession()).data.session!.refresh_token;
    expect((await a.auth.signOut({scope: 'global'})).error).toBeNull();
    expect(
      (await newClient().auth.refreshSession({refresh_token: bToken})).error
        ?.code,
    ).toBe('refresh_token_not_found');
    // b's access token names a session that no longer exists: GoTrue says 403, supabase-js ignores it.
    const response = await fetch(`${supabase.local.url}/auth/v1/user`, {
      headers: {
        apikey: supabase.local.anonKey,
        Authorization: `Bearer ${(await b.auth.getSession()).data.session!.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    expect((await b.auth.signOut()).error).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a link whose token_hash signs the user in, once', async () => {
    await createUser('forgot@example.com');
    const {error} = await newClient().auth.resetPasswordForEmail(
      'forgot@example.com',
      {
        redirectTo: 'http://localhost:3000/admin/reset-password',
      },
    );
    expect(error).toBeNull();
    const [email] = await supabase.mailbox('forgot@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(email!.text!)![0]);
    expect(link.pathname).toBe('/admin/reset-password');
    const tokenHash = link.searchParams.get('token_hash')!;

    const client = newClient();
    const verified = await client.auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    const updated = await client.auth.updateUser({
      password: 'a brand new password',
    });
    expect(updated.error).toBeNull();
    const signIn = await newClient().auth.signInWithPassword({
      email: 'forgot@example.com',
      password: 'a brand new password',
    });
    expect(signIn.error).toBeNull();

    const replay = await newClient().auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    });
    expect(replay.error?.code).toBe('otp_expired');
  });

  it("sends a redirect_to off the site URL's host to the site URL, as GoTrue does", async () => {
    await createUser('forged-host@example.com');
    const {error} = await newClient().auth.resetPasswordForEmail(
      'forged-host@example.com',
      {redirectTo: 'http://evil.example/admin/reset-password'},
    );
    expect(error).toBeNull();
    const [email] = await supabase.mailbox('forged-host@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(email!.text!)![0]);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{56}$/);
  });

  it('answers alike for an address without an account and sends nothing', async () => {
    const {error} =
      await newClient().auth.resetPasswordForEmail('ghost@example.com');
    expect(error).toBeNull();
    expect(await supabase.mailbox('ghost@example.com')).toEqual([]);
  });
});

describe('the rest of the surface', () => {
  it('publishes an empty JWKS (the project signs with its HS256 secret)', async () => {
    const response = await fetch(
      `${supabase.local.url}/auth/v1/.well-known/jwks.json`,
      {
        headers: {apikey: supabase.local.anonKey},
      },
    );
    expect(await response.json()).toEqual({keys: []});
  });

  it('keeps the admin endpoints for the service role', async () => {
    const {error} = await newClient().auth.admin.listUsers();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('not_admin');
    const listed = await supabase.service.auth.admin.listUsers();
    expect(listed.data.users.length).toBeGreaterThan(0);
  });

  it('refuses app_metadata from the user themself', async () => {
    await createUser('climber@example.com');
    const client = await signedIn('climber@example.com');
    const response = await fetch(`${supabase.local.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: supabase.local.anonKey,
        Authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({app_metadata: {role: 'admin'}}),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-sb-error-code')).toBe('not_admin');
  });

  it('answers what it does not emulate in GoTrue’s current error shape, through supabase-js', async () => {
    const client = newClient();
    const otp = await client.auth.signInWithOtp({email: 'otp@example.com'});
    expect(otp.error).toMatchObject({status: 404, code: 'feature_disabled'});
    const signUp = await client.auth.signUp({
      email: 'newcomer@example.com',
      password: 'a long enough password',
    });
    expect(signUp.error).toMatchObject({status: 422, code: 'signup_disabled'});
    // Without supabase-js's version header GoTrue keeps its older body; the code is in both.
    const legacy = await fetch(`${supabase.local.url}/auth/v1/magiclink`, {
      method: 'POST',
      headers: {
        apikey: supabase.local.anonKey,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(legacy.status).toBe(404);
    expect(await legacy.json()).toMatchObject({
      code: 404,
      error_code: 'feature_disabled',
      msg: expect.any(String),
    });
    const unknown = await fetch(`${supabase.local.url}/auth/v1/no-such-path`, {
      headers: {apikey: supabase.local.anonKey},
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('404 page not found\n');
  });

  it('needs an API key', async () => {
    const response = await fetch(`${supabase.local.url}/auth/v1/user`);
    expect(response.status).toBe(401);
  });
});
