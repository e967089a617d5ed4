/**
 * Customer accounts through the production worker: Hydrogen's client against the local
 * Customer Account API (its shopify.com URLs moved to the stand-in by the worker), the
 * browser's side played here with a cookie jar, the code read from the local mailbox.
 */
import {randomUUID} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  sharedStandIns,
  startWorker,
  useWorkerOnStandIns,
  type WorkerUnderTest,
} from '../support/worker.ts';
import {emailsTo, eventually} from '../support/mailbox.ts';
import {ACCOUNT_COPY} from '../../app/features/account/copy.ts';
import {STATUS_COPY} from '../../app/features/waitlist/copy.ts';

const worker = useWorkerOnStandIns();
const STORE = 'http://localhost:8787';

/** The cookies a browser would keep from the worker's answers (name=value only). */
class CookieJar {
  private cookies = new Map<string, string>();
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  header() {
    return [...this.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
  copy() {
    const jar = new CookieJar();
    jar.cookies = new Map(this.cookies);
    return jar;
  }
}

async function visit(jar: CookieJar, path: string, init: RequestInit = {}) {
  return jar.keep(
    await worker.fetch(path, {
      ...init,
      headers: {...(init.headers as object), Cookie: jar.header()},
    }),
  );
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

/** At the account service: the email, then the code from the mailbox; the callback path. */
async function signInAtService(authorizeUrl: string, email: string) {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const signIn = /name="sign_in" value="([^"]+)"/.exec(await page.text())![1]!;
  const base = authorizeUrl.slice(0, authorizeUrl.indexOf('/oauth/authorize'));
  const asked = await postForm(`${base}/sign-in/email`, {
    sign_in: signIn,
    email,
  });
  expect(asked.status).toBeLessThan(400);
  const {mailboxUrl} = worker.standIns().supabase!;
  const code = await eventually(async () => {
    const [latest] = (await emailsTo(mailboxUrl, email)).slice(-1);
    return latest && /\b(\d{6})\b/.exec(latest.subject)?.[1];
  }, `the sign-in code for ${email}`);
  const done = await postForm(`${base}/sign-in/code`, {sign_in: signIn, code});
  const callback = new URL(done.headers.get('location')!);
  expect(callback.origin).toBe(STORE);
  return `${callback.pathname}${callback.search}`;
}

/** /account -> /account/login -> the service; returns the jar just before the callback. */
async function startSignIn(jar: CookieJar) {
  const account = await visit(jar, '/account/orders');
  expect(account.status).toBe(302);
  expect(account.headers.get('location')).toBe(
    '/account/login?return_to=%2Faccount%2Forders',
  );
  const login = await visit(jar, account.headers.get('location')!);
  expect(login.status).toBe(302);
  const authorizeUrl = login.headers.get('location')!;
  const {accountUrl} = {
    accountUrl: worker.standIns().env.PUBLIC_CUSTOMER_ACCOUNT_API_URL!,
  };
  expect(authorizeUrl.startsWith(new URL(accountUrl).origin)).toBe(true);
  expect(login.headers.get('cache-control')).toBe('private, no-store');
  return authorizeUrl;
}

/**
 * A page's markup without what differs between any two answers: the CSP nonce and the
 * signup forms' fill-time stamp (form_started, the time of the render).
 */
async function withoutNonce(response: Response) {
  const nonce = /'nonce-([^']+)'/.exec(
    response.headers.get('content-security-policy') ?? '',
  )?.[1];
  const html = await response.text();
  return (nonce ? html.replaceAll(nonce, 'NONCE') : html).replace(
    /name="form_started" value="[^"]*"/g,
    'name="form_started" value="STAMP"',
  );
}

/** Where two pages first differ, short enough to read in a failure. */
function firstDifference(left: string, right: string): string | null {
  if (left === right) return null;
  let at = 0;
  while (left[at] === right[at]) at += 1;
  return `at ${at}: …${left.slice(at - 40, at + 80)}… vs …${right.slice(at - 40, at + 80)}…`;
}

const VARIANT = 'gid://shopify/ProductVariant/7001253218357';

/** Adds one item through the store's cart endpoint (the cart id lands in the jar). */
async function addToCart(jar: CookieJar) {
  const added = await visit(jar, '/api/cart', {
    method: 'POST',
    body: new URLSearchParams({intent: 'add', merchandiseId: VARIANT}),
    headers: {'Sec-Fetch-Site': 'same-origin'},
  });
  expect(added.status).toBe(200);
  const cartId = decodeURIComponent(
    /(?:^|; )cart=([^;]+)/.exec(jar.header())![1]!,
  );
  return cartId.startsWith('gid://') ? cartId : `gid://shopify/Cart/${cartId}`;
}

/** Places the order of a cart at the local checkout; the order as the stand-in keeps it. */
async function placeOrder(cartId: string) {
  const {storefront} = worker.standIns();
  const answer = await fetch(`${storefront!.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': storefront!.publicToken,
    },
    body: JSON.stringify({
      query: 'query C($id: ID!) { cart(id: $id) { checkoutUrl } }',
      variables: {id: cartId},
    }),
  });
  const {checkoutUrl} = (
    (await answer.json()) as {
      data: {cart: {checkoutUrl: string}};
    }
  ).data.cart;
  const placed = await fetch(checkoutUrl, {method: 'POST', redirect: 'manual'});
  expect(placed.status).toBe(303);
  const token = new URL(checkoutUrl).pathname.split('/').pop();
  const orders = (await (
    await fetch(`${storefront!.url}/__local/orders`)
  ).json()) as {
    name: string;
    cartToken: string;
    customerAccessToken?: string | null;
  }[];
  return orders.find((order) => order.cartToken === token)!;
}

const newEmail = () => `account-${randomUUID().slice(0, 8)}@example.com`;

describe('customer accounts through the worker', () => {
  it('signs in with the mailed code, shows the account privately, and signs out', async () => {
    const jar = new CookieJar();
    const email = newEmail();
    const callback = await signInAtService(await startSignIn(jar), email);

    const authorized = await visit(jar, callback);
    expect(authorized.status).toBe(302);
    expect(authorized.headers.get('location')).toBe('/account/orders');
    expect(authorized.headers.get('cache-control')).toBe('private, no-store');

    for (const path of ['/account', '/account/orders', '/account/addresses']) {
      const page = await visit(jar, path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('private, no-store');
      const html = await page.text();
      expect(html).toContain(ACCOUNT_COPY.signOut);
      if (path === '/account') expect(html).toContain(email);
      // The sign-out post is redirected to the service: form-action must allow it.
      const formAction = /form-action ([^;]+)/.exec(
        page.headers.get('content-security-policy') ?? '',
      )?.[1];
      expect(formAction?.split(' ')).toContain(
        new URL(worker.standIns().env.PUBLIC_CUSTOMER_ACCOUNT_API_URL!).origin,
      );
    }
    // The header's name comes from a private endpoint; the hint cookie says to ask.
    expect(jar.header()).toContain('ef_account=1');
    const name = await visit(jar, '/api/account');
    expect(name.status).toBe(200);
    expect(name.headers.get('cache-control')).toBe('private, no-store');
    expect(await name.json()).toEqual({firstName: null});

    // Public pages are the same bytes and cache headers signed in and out.
    for (const path of ['/', '/store/shop', '/grills']) {
      const signedIn = await visit(jar.copy(), path);
      const signedOut = await worker.fetch(path);
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.headers.get('cache-control'), path).toBe(
        signedOut.headers.get('cache-control'),
      );
      expect(signedIn.headers.getSetCookie(), path).toEqual([]);
      expect(
        firstDifference(
          await withoutNonce(signedIn),
          await withoutNonce(signedOut),
        ),
        path,
      ).toBeNull();
    }

    const missing = await visit(jar, '/account/orders/999999');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(ACCOUNT_COPY.orders.notFound);

    // Sign-out is a post from the store's own pages only.
    const crossSite = await visit(jar, '/account/logout', {
      method: 'POST',
      headers: {Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site'},
    });
    expect(crossSite.status).toBe(403);
    const old = jar.copy();
    const out = await visit(jar, '/account/logout', {
      method: 'POST',
      headers: {Origin: STORE, 'Sec-Fetch-Site': 'same-origin'},
    });
    expect(out.status).toBe(302);
    expect(out.headers.get('cache-control')).toBe('private, no-store');
    const endSession = out.headers.get('location')!;
    expect(endSession).toContain('/logout?');
    const back = await fetch(endSession, {redirect: 'manual'});
    expect(back.headers.get('location')).toBe(`${STORE}/`);
    expect(jar.header()).not.toContain('ef_account');
    const nobody = await visit(old, '/api/account');
    expect(nobody.status).toBe(204);
    // Signed out: /account asks to sign in again.
    expect((await visit(jar, '/account')).status).toBe(302);
    // The old cookie's tokens were ended at the service: no account data for it.
    const stale = await visit(old, '/account');
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe(
      '/account/login?return_to=%2Faccount',
    );
  });

  it('says a reused sign-in code was refused (invalid_grant), with a way to sign in again', async () => {
    const jar = new CookieJar();
    const callback = await signInAtService(await startSignIn(jar), newEmail());
    const beforeCallback = jar.copy();
    expect((await visit(jar, callback)).status).toBe(302);
    // The same code again, with the session that started it: the service refuses it.
    const reused = await visit(beforeCallback, callback);
    expect(reused.status).toBe(400);
    expect(reused.headers.get('cache-control')).toBe('private, no-store');
    const html = await reused.text();
    expect(html).toContain(ACCOUNT_COPY.signIn.invalidGrant);
    expect(html).toContain('href="/account/login"');
  });

  it('says a code exchanged with the wrong PKCE verifier was refused (invalid_grant)', async () => {
    // Two sign-ins begun: B's code comes back with A's state to A's session, so the
    // state matches and Hydrogen sends A's verifier for a code made for B's challenge.
    const jarA = new CookieJar();
    const authorizeA = new URL(await startSignIn(jarA));
    const jarB = new CookieJar();
    const callbackB = await signInAtService(
      await startSignIn(jarB),
      newEmail(),
    );
    const crossed = new URL(callbackB, STORE);
    crossed.searchParams.set('state', authorizeA.searchParams.get('state')!);
    const refused = await visit(jarA, `${crossed.pathname}${crossed.search}`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.text()).toContain(ACCOUNT_COPY.signIn.invalidGrant);
  });

  it('restarts sign-in once when the state does not match the session', async () => {
    const jar = new CookieJar();
    const callback = await signInAtService(await startSignIn(jar), newEmail());
    const tampered = callback.replace(/state=[^&]+/, 'state=not-the-one');
    const answer = await visit(jar, tampered);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toMatch(
      /^\/account\/login\?return_to=.*oauth_recovery=true/,
    );
  });

  it('a cart checks out as the customer once signed in, and no longer once signed out', async () => {
    const jar = new CookieJar();
    // A cart from before the sign-in is given the customer's token at sign-in.
    const before = await addToCart(jar);
    const callback = await signInAtService(await startSignIn(jar), newEmail());
    expect((await visit(jar, callback)).status).toBe(302);
    const first = await placeOrder(before);
    expect(first.customerAccessToken).toMatch(/^shcat_/);
    const orders = await (await visit(jar, '/account/orders')).text();
    expect(orders).toContain(`>${first.name}<`);

    // The store's checkout (a new cart from the lines, decision 0005) carries it too.
    await addToCart(jar);
    const checkout = await visit(jar, '/api/cart', {
      method: 'POST',
      body: new URLSearchParams({intent: 'checkout'}),
      headers: {'Sec-Fetch-Site': 'same-origin'},
    });
    const {checkoutUrl} = (await checkout.json()) as {checkoutUrl: string};
    const checkoutCart = `gid://shopify/Cart/${new URL(checkoutUrl).pathname.split('/').pop()}?key=${new URL(checkoutUrl).searchParams.get('key')}`;
    expect((await placeOrder(checkoutCart)).customerAccessToken).toMatch(
      /^shcat_/,
    );

    // A cart made while signed in carries it too; sign-out takes it off.
    const during = await addToCart(jar);
    expect(during).not.toBe(before);
    const out = await visit(jar, '/account/logout', {
      method: 'POST',
      headers: {Origin: STORE, 'Sec-Fetch-Site': 'same-origin'},
    });
    expect(out.status).toBe(302);
    const second = await placeOrder(during);
    expect(second.customerAccessToken ?? null).toBeNull();
  });

  it('shows the waitlist on /account by the account’s email, and joins it in one click through double opt-in', async () => {
    const jar = new CookieJar();
    const email = newEmail();
    const callback = await signInAtService(await startSignIn(jar), email);
    expect((await visit(jar, callback)).status).toBe(302);

    const before = await (await visit(jar, '/account')).text();
    expect(before).toContain(ACCOUNT_COPY.waitlist.notOnList);
    const form =
      /<form action="\/\?index" method="post">([\s\S]*?)<\/form>/.exec(
        before,
      )![1]!;
    const fields = new URLSearchParams();
    for (const [, name, value] of form.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
    ))
      fields.set(name!, value!.replaceAll('&amp;', '&'));
    fields.set('website', '');
    expect(fields.get('email')).toBe(email);
    const joined = await visit(jar, '/?index', {
      method: 'POST',
      body: fields,
      headers: {'Sec-Fetch-Site': 'same-origin'},
    });
    expect(joined.status).toBeLessThan(400);

    // Double opt-in: a confirmation email, and the place shows as not yet confirmed.
    const {mailboxUrl} = worker.standIns().supabase!;
    await eventually(
      async () =>
        (await emailsTo(mailboxUrl, email)).find((mail) =>
          /confirm/i.test(mail.text),
        ),
      `the confirmation email for ${email}`,
    );
    const after = await (await visit(jar, '/account')).text();
    expect(after).toMatch(/#[\d,]+ of [\d,]+/);
    expect(after).toContain(STATUS_COPY.unconfirmed.replaceAll("'", '&#x27;'));
    expect(after).toContain('/?ref=');
  });

  it('sends /account/logout by GET home, changing nothing', async () => {
    const answer = await worker.fetch('/account/logout');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
  });
});

describe('a store without customer accounts', () => {
  let plain: WorkerUnderTest;
  beforeAll(async () => {
    const {
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: _clientId,
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: _url,
      SHOP_ID: _shop,
      ...bindings
    } = sharedStandIns().workerEnv;
    plain = await startWorker(bindings);
  });
  afterAll(() => plain?.dispose());

  it('has no account link and no account pages', async () => {
    const home = await (await plain.fetch('/store/shop')).text();
    expect(home).not.toContain('<account-link>');
    for (const path of ['/account', '/account/login', '/account/orders']) {
      const answer = await plain.fetch(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control'), path).toBe(
        'private, no-store',
      );
    }
    expect((await plain.fetch('/api/account')).status).toBe(204);
  });
});
