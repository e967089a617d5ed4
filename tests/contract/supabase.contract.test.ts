/**
 * Supabase's contract (GoTrue, PostgREST, the functions gateway): what the app and its
 * scripts rely on, asserted the same way against local Supabase and a real project
 * (targets.ts), through supabase-js as the app calls them. Cases that send email run only
 * where a mailbox can be read (the stand-in's), so a real project never mails test
 * addresses.
 */
import {createClient, type SupabaseClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {totpFor} from '../../local/supabase/auth/mfa.ts';
import {SUPABASE_SIDES, type SupabaseTarget} from './targets';

const PASSWORD = 'contract horse battery';

const clientFor = (url: string, key: string) =>
  createClient(url, key, {
    auth: {persistSession: false, autoRefreshToken: false},
  });

for (const side of SUPABASE_SIDES) {
  // Some but not all of a real side's variables: a mistake to report, not a skip.
  if (side.missing.length)
    it(`Supabase contract: ${side.name} has all its variables`, () => {
      expect(side.missing, 'set these too, or none of them').toEqual([]);
    });
  describe.skipIf(!side.available)(`Supabase contract: ${side.name}`, () => {
    let target: SupabaseTarget;
    let service: SupabaseClient;
    const made: string[] = [];
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

    beforeAll(async () => {
      target = await side.start();
      service = clientFor(target.url, target.serviceRoleKey);
    });
    afterAll(async () => {
      for (const id of made) await service.auth.admin.deleteUser(id);
      await target?.close();
    });

    const makeUser = async (label: string) => {
      const email = `contract-${label}-${stamp}@example.com`;
      const {data, error} = await service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
      });
      if (error) throw error;
      made.push(data.user.id);
      return {id: data.user.id, email};
    };
    const signIn = async (email: string) => {
      const client = clientFor(target.url, target.anonKey);
      const {error} = await client.auth.signInWithPassword({
        email,
        password: PASSWORD,
      });
      if (error) throw error;
      return client;
    };

    it('GoTrue: a wrong password is invalid_credentials (400)', async () => {
      const {email} = await makeUser('signin');
      const client = clientFor(target.url, target.anonKey);
      const {error} = await client.auth.signInWithPassword({
        email,
        password: 'not the password',
      });
      expect(error).toMatchObject({status: 400, code: 'invalid_credentials'});
    });

    it('GoTrue: a weak password is weak_password with its reasons', async () => {
      const {error} = await service.auth.admin.createUser({
        email: `contract-weak-${stamp}@example.com`,
        password: '123',
        email_confirm: true,
      });
      expect(error).toMatchObject({status: 422, code: 'weak_password'});
      expect((error as {reasons?: string[]}).reasons).toContain('length');
    });

    it('GoTrue: TOTP lifts the session to aal2; an email change at aal1 with a verified factor is insufficient_aal', async () => {
      const {email} = await makeUser('mfa');
      const client = await signIn(email);
      const enrolled = await client.auth.mfa.enroll({factorType: 'totp'});
      expect(enrolled.error).toBeNull();
      const {id: factorId, totp} = enrolled.data!;
      const verified = await client.auth.mfa.challengeAndVerify({
        factorId,
        code: totpFor(totp.secret).generate(),
      });
      expect(verified.error).toBeNull();
      const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data?.currentLevel).toBe('aal2');

      const again = await signIn(email); // a new session: aal1
      const {error} = await again.auth.updateUser({
        email: `contract-mfa-new-${stamp}@example.com`,
      });
      expect(error).toMatchObject({status: 401, code: 'insufficient_aal'});
    });

    it('GoTrue: a recovery link to another site falls back to the Site URL', async () => {
      const {email} = await makeUser('redirect');
      const {data, error} = await service.auth.admin.generateLink({
        type: 'recovery',
        email,
        options: {redirectTo: 'https://evil.example/steal'},
      });
      expect(error).toBeNull();
      expect(data.properties?.redirect_to).toBe(target.siteUrl);
      expect(data.properties?.hashed_token).toMatch(/^[0-9a-f]+$/);
    });

    it('GoTrue: listUsers pages with a Link header supabase-js reads', async () => {
      await makeUser('page-a');
      await makeUser('page-b');
      const {data, error} = await service.auth.admin.listUsers({
        page: 1,
        perPage: 1,
      });
      expect(error).toBeNull();
      expect(data.users).toHaveLength(1);
      expect((data as {nextPage: number | null}).nextPage).toBe(2);
      expect((data as {total: number}).total).toBeGreaterThanOrEqual(2);
    });

    it('GoTrue: errors come in the current shape {code, message} with x-sb-error-code', async () => {
      const response = await fetch(
        `${target.url}/auth/v1/token?grant_type=refresh_token`,
        {
          method: 'POST',
          headers: {
            apikey: target.anonKey,
            'Content-Type': 'application/json',
            'X-Supabase-Api-Version': '2024-01-01',
          },
          body: JSON.stringify({refresh_token: 'contractnosuchtoken'}),
        },
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('x-sb-error-code')).toBe(
        'refresh_token_not_found',
      );
      expect(await response.json()).toEqual({
        code: 'refresh_token_not_found',
        message: expect.any(String),
      });
    });

    it('GoTrue: /health answers', async () => {
      const response = await fetch(`${target.url}/auth/v1/health`, {
        headers: {apikey: target.anonKey},
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({name: 'GoTrue'});
    });

    it('GoTrue: /settings answers the providers in its current shape', async () => {
      const response = await fetch(`${target.url}/auth/v1/settings`, {
        headers: {apikey: target.anonKey},
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        external: Record<string, unknown>;
        disable_signup: unknown;
      };
      expect(typeof body.external.email).toBe('boolean');
      expect(typeof body.disable_signup).toBe('boolean');
    });

    const mailTo = async (email: string) =>
      (
        (await (
          await fetch(
            `${target.mailboxUrl}/api/emails?to=${encodeURIComponent(email)}`,
          )
        ).json()) as {data: {text: string}[]}
      ).data;
    const tokenHashIn = (text: string) =>
      /[?&]token_hash=([0-9a-f]+)/.exec(text)?.[1];

    it('GoTrue: with sign-ups off, signUp is signup_disabled (422)', async () => {
      const client = clientFor(target.url, target.anonKey);
      const {error} = await client.auth.signUp({
        email: `contract-signup-${stamp}@example.com`,
        password: PASSWORD,
      });
      expect(error).toMatchObject({status: 422, code: 'signup_disabled'});
    });

    it.skipIf(!side.readsMail)(
      'GoTrue (where a mailbox can be read): an email change waits for both links, then changes the address',
      async () => {
        const {email} = await makeUser('change');
        const client = await signIn(email);
        const newEmail = `contract-changed-${stamp}@example.com`;
        const {data, error} = await client.auth.updateUser({email: newEmail});
        expect(error).toBeNull();
        expect(data.user).toMatchObject({email, new_email: newEmail});
        const [toNew] = await mailTo(newEmail);
        const [toCurrent] = await mailTo(email);
        const tokens = [toNew, toCurrent].map((mail) =>
          tokenHashIn(mail?.text ?? ''),
        );
        expect(tokens).toEqual([
          expect.stringMatching(/^[0-9a-f]+$/),
          expect.stringMatching(/^[0-9a-f]+$/),
        ]);

        const first = await client.auth.verifyOtp({
          type: 'email_change',
          token_hash: tokens[0]!,
        });
        expect(first.error).toBeNull();
        expect(first.data.session).toBeFalsy();
        expect(
          (await service.auth.admin.getUserById(data.user!.id)).data.user
            ?.email,
        ).toBe(email);

        const second = await client.auth.verifyOtp({
          type: 'email_change',
          token_hash: tokens[1]!,
        });
        expect(second.error).toBeNull();
        expect(second.data.user?.email).toBe(newEmail);
        expect(second.data.session?.access_token).toEqual(expect.any(String));
      },
    );

    it.skipIf(!side.readsMail)(
      'GoTrue (where a mailbox can be read): a recovery link goes to the Site URL, and a second email within a minute is over_email_send_rate_limit',
      async () => {
        const {email} = await makeUser('ratelimit');
        const client = clientFor(target.url, target.anonKey);
        const first = await client.auth.resetPasswordForEmail(email, {
          redirectTo: 'https://evil.example/steal',
        });
        expect(first.error).toBeNull();
        const [mail] = await mailTo(email);
        expect(mail!.text).toContain(`${target.siteUrl}/?token_hash=`);
        expect(mail!.text).not.toContain('evil.example');
        const second = await client.auth.resetPasswordForEmail(email);
        expect(second.error).toMatchObject({
          status: 429,
          code: 'over_email_send_rate_limit',
        });
      },
    );

    it('PostgREST: an unknown table is PGRST205 (404)', async () => {
      const {error, status} = await service
        .from('contract_no_such_table')
        .select('*');
      expect(status).toBe(404);
      expect(error).toMatchObject({code: 'PGRST205'});
      expect(error!.message).toBe(
        "Could not find the table 'public.contract_no_such_table' in the schema cache",
      );
    });

    it('PostgREST: wrong arguments to a function are PGRST202 with a hint naming its parameters', async () => {
      const {error, status} = await service.rpc('set_waitlist_proxy_key', {
        proxy_keys: 'contract',
      });
      expect(status).toBe(404);
      expect(error).toMatchObject({code: 'PGRST202'});
      expect(error!.message).toBe(
        'Could not find the function public.set_waitlist_proxy_key(proxy_keys) in the schema cache',
      );
      expect(error!.hint).toBe(
        'Perhaps you meant to call the function public.set_waitlist_proxy_key(proxy_key)',
      );
    });

    it('PostgREST: Prefer tx=rollback is ignored', async () => {
      const response = await fetch(`${target.url}/rest/v1/rpc/waitlist_count`, {
        method: 'POST',
        headers: {
          apikey: target.anonKey,
          Authorization: `Bearer ${target.anonKey}`,
          'Content-Type': 'application/json',
          Prefer: 'tx=rollback',
        },
        body: '{}',
      });
      expect(response.status).toBe(200);
    });

    it('Functions gateway: a CORS preflight without a JWT is let through', async () => {
      const response = await fetch(
        `${target.url}/functions/v1/send-welcome-email`,
        {
          method: 'OPTIONS',
          headers: {
            Origin: 'https://store.example',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization, content-type',
          },
        },
      );
      expect(response.status).not.toBe(401);
    });
  });
}
