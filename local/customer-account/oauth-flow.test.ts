import {createPublicKey, verify} from 'node:crypto';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {
  accountQuery,
  codeFor,
  decodeJwtPayload,
  exchangeCode,
  hiddenSignIn,
  newAuthorization,
  postForm,
  signIn,
  signInThroughPages,
  startTestAccounts,
  type TestAccounts,
} from './test-support.ts';

let test: TestAccounts;
beforeAll(async () => {
  test = await startTestAccounts();
});
afterAll(() => test.close());
beforeEach(async () => {
  await fetch(`${test.accounts.url}/__local/reset`, {method: 'POST'});
  test.mail.length = 0;
});

/** A JSON body, untyped: the assertions say what it holds. */
const json = (response: Response): Promise<any> => response.json();

const ME = '{ customer { id emailAddress { emailAddress } } }';

describe('discovery', () => {
  it('publishes the OpenID configuration at the shop and at the storefront-domain path, and the API URL', async () => {
    const atShop = await (
      await fetch(`${test.authBase}/.well-known/openid-configuration`)
    ).json();
    expect(atShop).toMatchObject({
      issuer: test.authBase,
      authorization_endpoint: `${test.authBase}/oauth/authorize`,
      token_endpoint: `${test.authBase}/oauth/token`,
      end_session_endpoint: `${test.authBase}/logout`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    expect(
      await (
        await fetch(`${test.accounts.url}/.well-known/openid-configuration`)
      ).json(),
    ).toEqual(atShop);
    expect(
      await (
        await fetch(`${test.accounts.url}/.well-known/customer-account-api`)
      ).json(),
    ).toEqual({graphql_api: test.graphqlUrl});
  });
});

describe('signing in', () => {
  it('mails a 6-digit code, sends the browser back over http with code and state, and gives tokens for the PKCE verifier', async () => {
    const {callback, authorization} = await signInThroughPages(
      test,
      'New.Buyer@example.com',
    );
    // The code form's answer redirects to the store: its CSP must allow that (form-action).
    const codeForm = await fetch(authorization.url);
    expect(codeForm.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://localhost:3000 http://127.0.0.1:3000;",
    );
    expect(test.mail).toHaveLength(1);
    expect(test.mail[0]!.to).toEqual(['New.Buyer@example.com']);
    expect(test.mail[0]!.text).toMatch(/Your sign-in code is \d{6}\./);
    // Hydrogen registers https; the local store is reached over http (decision 0250).
    expect(`${callback.origin}${callback.pathname}`).toBe(
      'http://localhost:3000/account/authorize',
    );
    expect(callback.searchParams.get('state')).toBe(authorization.state);

    const response = await exchangeCode(test, {
      code: callback.searchParams.get('code')!,
      code_verifier: authorization.verifier,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await json(response);
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      access_token: expect.stringMatching(/^shcat_/),
      refresh_token: expect.stringMatching(/^shcrt_/),
    });
    const claims = decodeJwtPayload(tokens.id_token);
    expect(claims).toMatchObject({
      iss: test.authBase,
      aud: test.accounts.clientId,
      nonce: authorization.nonce,
      email: 'New.Buyer@example.com',
    });

    // The id token verifies with the published key.
    const jwks = await json(
      await fetch(`${test.authBase}/.well-known/jwks.json`),
    );
    const [header, payload, signature] = tokens.id_token.split('.');
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        createPublicKey({key: jwks.keys[0], format: 'jwk'}),
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);

    const me = await accountQuery(test, tokens.access_token, ME);
    expect(me.body.data.customer.emailAddress.emailAddress).toBe(
      'New.Buyer@example.com',
    );
    expect(me.body.data.customer.id).toBe(claims.sub);
  });

  it('signs the same customer in again whatever the case of the email', async () => {
    const first = await signIn(test, 'sam@example.com');
    const again = await signIn(test, 'SAM@Example.com');
    const one = await accountQuery(test, first.access_token, ME);
    const two = await accountQuery(test, again.access_token, ME);
    expect(two.body.data.customer.id).toBe(one.body.data.customer.id);
  });

  it('fills the email from login_hint', async () => {
    const {url} = newAuthorization(test.accounts, {
      login_hint: 'hint@example.com',
    });
    expect(await (await fetch(url)).text()).toContain(
      'value="hint@example.com"',
    );
  });

  it('says a wrong code is wrong and counts the tries, then asks for a new code', async () => {
    const page = await fetch(newAuthorization(test.accounts).url);
    const signInId = hiddenSignIn(await page.text())!;
    await postForm(`${test.authBase}/sign-in/email`, {
      sign_in: signInId,
      email: 'tries@example.com',
    });
    const good = codeFor(test.mail, 'tries@example.com');
    const wrong = good === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const answer = await postForm(`${test.authBase}/sign-in/code`, {
        sign_in: signInId,
        code: wrong,
      });
      expect(answer.status).toBe(422);
      expect(await answer.text()).toContain(
        `That code is not right. Check the email and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`,
      );
    }
    const fifth = await postForm(`${test.authBase}/sign-in/code`, {
      sign_in: signInId,
      code: wrong,
    });
    expect(await fifth.text()).toContain(
      'Too many wrong codes. Send a new code.',
    );
    // Even the right code no longer works; a new code does.
    const late = await postForm(`${test.authBase}/sign-in/code`, {
      sign_in: signInId,
      code: good,
    });
    expect(late.status).toBe(422);
    await postForm(`${test.authBase}/sign-in/email`, {
      sign_in: signInId,
      email: 'tries@example.com',
    });
    const fresh = await postForm(`${test.authBase}/sign-in/code`, {
      sign_in: signInId,
      code: codeFor(test.mail, 'tries@example.com'),
    });
    expect(fresh.status).toBe(303);
  });

  it('refuses a code after its ten minutes', async () => {
    const page = await fetch(newAuthorization(test.accounts).url);
    const signInId = hiddenSignIn(await page.text())!;
    await postForm(`${test.authBase}/sign-in/email`, {
      sign_in: signInId,
      email: 'slow@example.com',
    });
    test.advance(10 * 60_000 + 1_000);
    const answer = await postForm(`${test.authBase}/sign-in/code`, {
      sign_in: signInId,
      code: codeFor(test.mail, 'slow@example.com'),
    });
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain(
      'That code has expired. Send a new code.',
    );
  });

  it('refuses an email that is not one, keeping what was typed', async () => {
    const page = await fetch(newAuthorization(test.accounts).url);
    const answer = await postForm(`${test.authBase}/sign-in/email`, {
      sign_in: hiddenSignIn(await page.text())!,
      email: 'not-an-email',
    });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('Enter a valid email address.');
    expect(html).toContain('value="not-an-email"');
    expect(test.mail).toHaveLength(0);
  });

  it('says a finished or unknown sign-in has expired', async () => {
    const {callback} = await signInThroughPages(test, 'once@example.com');
    expect(callback.searchParams.get('code')).toBeTruthy();
    const answer = await postForm(`${test.authBase}/sign-in/code`, {
      sign_in: 'unknown',
      code: '123456',
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('This sign-in has expired');
  });
});

describe('authorize refusals', () => {
  it('shows a page, without redirecting, for an unknown client_id', async () => {
    const answer = await fetch(
      newAuthorization(test.accounts, {client_id: 'shp_someone-else'}).url,
      {redirect: 'manual'},
    );
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('invalid_client');
  });

  it('shows a page, without redirecting, for an unregistered redirect_uri', async () => {
    for (const redirect_uri of [
      'https://evil.example/account/authorize',
      'https://localhost:3000/account/authorize/',
      'http://localhost:3000/account/authorize',
      null,
    ]) {
      const answer = await fetch(
        newAuthorization(test.accounts, {redirect_uri}).url,
        {redirect: 'manual'},
      );
      expect(answer.status, String(redirect_uri)).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.text()).toContain('redirect_uri');
    }
  });

  it('sends other problems back to the callback as OAuth errors with the state', async () => {
    const cases: [Record<string, string | null>, string][] = [
      [{code_challenge: null}, 'invalid_request'],
      [{code_challenge_method: 'plain'}, 'invalid_request'],
      [{state: null}, 'invalid_request'],
      [{response_type: 'token'}, 'unsupported_response_type'],
      [{scope: 'email'}, 'invalid_scope'],
      [{scope: 'openid admin'}, 'invalid_scope'],
    ];
    for (const [overrides, error] of cases) {
      const authorization = newAuthorization(test.accounts, overrides);
      const answer = await fetch(authorization.url, {redirect: 'manual'});
      expect(answer.status, JSON.stringify(overrides)).toBe(302);
      const back = new URL(answer.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(
        'http://localhost:3000/account/authorize',
      );
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('error_description')).toBeTruthy();
      if (overrides.state !== null)
        expect(back.searchParams.get('state')).toBe(authorization.state);
    }
  });
});

describe('the token endpoint', () => {
  async function freshCode(email = 'token@example.com') {
    const {callback, authorization} = await signInThroughPages(test, email);
    return {
      code: callback.searchParams.get('code')!,
      verifier: authorization.verifier,
    };
  }

  it('refuses a wrong PKCE verifier with invalid_grant', async () => {
    const {code} = await freshCode();
    const answer = await exchangeCode(test, {
      code,
      code_verifier: 'x'.repeat(43),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await json(answer)).toEqual({
      error: 'invalid_grant',
      error_description: 'The code_verifier does not match the code_challenge.',
    });
  });

  it('refuses a reused code, and ends what the first use gave', async () => {
    const {code, verifier} = await freshCode();
    const first = await exchangeCode(test, {code, code_verifier: verifier});
    const tokens = await json(first);
    expect((await accountQuery(test, tokens.access_token, ME)).status).toBe(
      200,
    );
    const second = await exchangeCode(test, {code, code_verifier: verifier});
    expect(second.status).toBe(400);
    expect((await json(second)).error).toBe('invalid_grant');
    expect((await accountQuery(test, tokens.access_token, ME)).status).toBe(
      401,
    );
    const refresh = await postForm(`${test.authBase}/oauth/token`, {
      grant_type: 'refresh_token',
      client_id: test.accounts.clientId,
      refresh_token: tokens.refresh_token,
    });
    expect((await json(refresh)).error).toBe('invalid_grant');
  });

  it('refuses an expired code', async () => {
    const {code, verifier} = await freshCode();
    test.advance(5 * 60_000 + 1_000);
    const answer = await exchangeCode(test, {code, code_verifier: verifier});
    expect(await json(answer)).toEqual({
      error: 'invalid_grant',
      error_description: 'The authorization code has expired.',
    });
  });

  it('refuses a redirect_uri other than the one authorized', async () => {
    const {code, verifier} = await freshCode();
    const answer = await exchangeCode(test, {
      code,
      code_verifier: verifier,
      redirect_uri: 'http://localhost:3000/account/authorize',
    });
    expect((await json(answer)).error).toBe('invalid_grant');
  });

  it('refuses an unknown code, an unknown client, a missing parameter, another grant type and a JSON body', async () => {
    const unknown = await exchangeCode(test, {
      code: 'made-up',
      code_verifier: 'x'.repeat(43),
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error).toBe('invalid_grant');

    const client = await exchangeCode(test, {
      client_id: 'shp_other',
      code: 'x',
      code_verifier: 'x'.repeat(43),
    });
    expect(client.status).toBe(401);
    expect((await json(client)).error).toBe('invalid_client');

    const missing = await exchangeCode(test, {code: 'x'});
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe('invalid_request');

    const grant = await postForm(`${test.authBase}/oauth/token`, {
      grant_type: 'password',
      client_id: test.accounts.clientId,
    });
    expect((await json(grant)).error).toBe('unsupported_grant_type');

    const jsonPost = await fetch(`${test.authBase}/oauth/token`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({grant_type: 'refresh_token'}),
    });
    expect(jsonPost.status).toBe(400);
    expect((await json(jsonPost)).error).toBe('invalid_request');
  });

  it('rotates refresh tokens; an old one coming back ends the sign-in', async () => {
    const tokens = await signIn(test, 'refresh@example.com');
    const refresh = (token: string) =>
      postForm(`${test.authBase}/oauth/token`, {
        grant_type: 'refresh_token',
        client_id: test.accounts.clientId,
        refresh_token: token,
      });
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.status).toBe(200);
    const next = await json(renewed);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.id_token).toBeUndefined();
    expect((await accountQuery(test, next.access_token, ME)).status).toBe(200);

    const reused = await refresh(tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect((await json(reused)).error).toBe('invalid_grant');
    expect((await accountQuery(test, next.access_token, ME)).status).toBe(401);
    expect((await refresh(next.refresh_token)).status).toBe(400);
  });

  it('lets an access token lapse after expires_in', async () => {
    const tokens = await signIn(test, 'lapse@example.com');
    test.advance(3600 * 1000 + 1_000);
    const answer = await accountQuery(test, tokens.access_token, ME);
    expect(answer.status).toBe(401);
  });
});

describe('signing out', () => {
  it('ends the sign-in the id token names and sends the browser to the registered address', async () => {
    const tokens = await signIn(test, 'leaving@example.com');
    const url = new URL(`${test.authBase}/logout`);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', 'https://localhost:3000/');
    const answer = await fetch(url, {redirect: 'manual'});
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('http://localhost:3000/');
    expect((await accountQuery(test, tokens.access_token, ME)).status).toBe(
      401,
    );
    const refresh = await postForm(`${test.authBase}/oauth/token`, {
      grant_type: 'refresh_token',
      client_id: test.accounts.clientId,
      refresh_token: tokens.refresh_token,
    });
    expect((await json(refresh)).error).toBe('invalid_grant');
  });

  it('refuses an unregistered post_logout_redirect_uri and a forged id token, with a page', async () => {
    const tokens = await signIn(test, 'staying@example.com');
    const elsewhere = new URL(`${test.authBase}/logout`);
    elsewhere.searchParams.set('id_token_hint', tokens.id_token);
    elsewhere.searchParams.set(
      'post_logout_redirect_uri',
      'https://evil.example/',
    );
    const refused = await fetch(elsewhere, {redirect: 'manual'});
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('not registered');

    const [header, , signature] = tokens.id_token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({...decodeJwtPayload(tokens.id_token), sid: 'other'}),
    ).toString('base64url');
    const forged = new URL(`${test.authBase}/logout`);
    forged.searchParams.set(
      'id_token_hint',
      `${header}.${forgedPayload}.${signature}`,
    );
    expect((await fetch(forged, {redirect: 'manual'})).status).toBe(400);
    // Neither ended the sign-in.
    expect((await accountQuery(test, tokens.access_token, ME)).status).toBe(
      200,
    );
  });
});
