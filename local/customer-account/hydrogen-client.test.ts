/**
 * Hydrogen's own customer account client (the one `context.customerAccount` is) against the
 * stand-in: sign-in, a query, a refresh and sign-out, with its fixed shopify.com URLs sent
 * to the stand-in by an origin swap, as the worker will do (docs/decisions/0250).
 */
import {
  createCustomerAccountClient,
  type HydrogenSession,
} from '@shopify/hydrogen';
import {afterAll, afterEach, beforeAll, expect, it, vi} from 'vitest';
import {
  installAccountServiceFetch,
  setAccountServiceFrom,
  toAccountService,
} from '../../app/features/account/account-service.server.ts';
import {
  accountQuery,
  codeFor,
  hiddenSignIn,
  postForm,
  startTestAccounts,
  type TestAccounts,
} from './test-support.ts';

let test: TestAccounts;
beforeAll(async () => {
  test = await startTestAccounts();
  // The worker's own swap: the isolate's fetch sends shopify.com account calls there.
  const scope = {fetch: globalThis.fetch};
  installAccountServiceFetch(scope);
  setAccountServiceFrom({
    PUBLIC_CUSTOMER_ACCOUNT_API_URL: test.accounts.accountUrl,
  });
  vi.stubGlobal('fetch', scope.fetch);
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  vi.unstubAllGlobals();
  setAccountServiceFrom({PUBLIC_CUSTOMER_ACCOUNT_API_URL: ''});
  await test.close();
});

/** Where the browser goes: the Location the worker's routes hand it. */
function toStandIn(url: string): string {
  return toAccountService(url, test.accounts.url);
}

/** The session Hydrogen writes to: a plain map, as the cookie session would hold it. */
function memorySession(): HydrogenSession & {data: Map<string, any>} {
  const data = new Map<string, any>();
  return {
    data,
    isPending: false,
    get: (key: string) => data.get(key),
    set(key: string, value: unknown) {
      this.isPending = true;
      data.set(key, value);
    },
    unset(key: string) {
      this.isPending = true;
      data.delete(key);
    },
    commit: async () => 'session=…',
    destroy: async () => 'session=; Max-Age=0',
  } as HydrogenSession & {data: Map<string, any>};
}

function clientFor(session: HydrogenSession, url: string) {
  return createCustomerAccountClient({
    session,
    request: new Request(url),
    customerAccountId: test.accounts.clientId,
    shopId: test.accounts.shopId,
    useCustomAuthDomain: true,
    customAuthStatusHandler: () =>
      new Response(null, {status: 302, headers: {Location: '/account/login'}}),
  });
}

it('signs in, queries, refreshes and signs out through Hydrogen’s client', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const session = memorySession();
  const store = 'http://localhost:3000';

  // /account/login: Hydrogen redirects the browser to Shopify's authorize URL.
  const login = await clientFor(
    session,
    `${store}/account/login?return_to=/account/orders`,
  ).login();
  const authorizeUrl = login.headers.get('location')!;
  expect(authorizeUrl).toMatch(
    new RegExp(
      `^https://shopify\\.com/authentication/${test.accounts.shopId}/oauth/authorize\\?`,
    ),
  );

  // The browser, at the stand-in: email, then the mailed code.
  const page = await fetch(toStandIn(authorizeUrl));
  expect(page.status).toBe(200);
  const signIn = hiddenSignIn(await page.text())!;
  await postForm(`${test.authBase}/sign-in/email`, {
    sign_in: signIn,
    email: 'hydrogen@example.com',
  });
  const done = await postForm(`${test.authBase}/sign-in/code`, {
    sign_in: signIn,
    code: codeFor(test.mail, 'hydrogen@example.com'),
  });
  const callback = done.headers.get('location')!;
  expect(callback).toMatch(
    /^http:\/\/localhost:3000\/account\/authorize\?code=/,
  );

  // /account/authorize: Hydrogen exchanges the code (PKCE, nonce) and keeps the tokens.
  const authorized = await clientFor(session, callback).authorize();
  expect(authorized.headers.get('location')).toBe('/account/orders');
  const tokens = session.data.get('customerAccount');
  expect(tokens).toMatchObject({
    accessToken: expect.stringMatching(/^shcat_/),
    refreshToken: expect.stringMatching(/^shcrt_/),
  });

  const client = clientFor(session, `${store}/account`);
  expect(await client.isLoggedIn()).toBe(true);
  const {data} = await client.query(
    '#graphql\n query Me { customer { emailAddress { emailAddress } } }',
  );
  expect(data).toEqual({
    customer: {emailAddress: {emailAddress: 'hydrogen@example.com'}},
  });

  // An expiring token is refreshed by the client on its next use.
  session.data.set('customerAccount', {
    ...tokens,
    expiresAt: String(Date.now() - 1),
  });
  expect(await clientFor(session, `${store}/account`).isLoggedIn()).toBe(true);
  const refreshed = session.data.get('customerAccount');
  expect(refreshed.accessToken).not.toBe(tokens.accessToken);
  expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);

  // /account/logout: the session is destroyed and the stand-in ends the sign-in.
  const logout = await clientFor(session, `${store}/account/logout`).logout();
  const endSession = logout.headers.get('location')!;
  expect(endSession).toMatch(
    new RegExp(
      `^https://shopify\\.com/authentication/${test.accounts.shopId}/logout\\?`,
    ),
  );
  expect(logout.headers.get('set-cookie')).toBe('session=; Max-Age=0');
  const back = await fetch(toStandIn(endSession), {redirect: 'manual'});
  expect(back.headers.get('location')).toBe('http://localhost:3000/');
  // The old cookie's token gets nothing any more.
  expect(
    (await accountQuery(test, refreshed.accessToken, '{ customer { id } }'))
      .status,
  ).toBe(401);
});
