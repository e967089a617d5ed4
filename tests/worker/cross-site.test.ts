/**
 * Every state-changing endpoint refuses a post from another site (CSRF), and the cart's
 * redirect never leaves the site. The endpoints are listed here and checked against the
 * route modules that export an action, so a new one cannot be forgotten.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {signRecoveryToken} from '../../app/features/offers/cart-recovery.server.ts';
import {MESSAGES} from '../../app/lib/messages';
import {UNSUBSCRIBE_COPY} from '../../app/features/waitlist/copy';
import {LOCAL_CART_RECOVERY_SECRET} from '../../local/local-secrets.ts';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();
const ORIGIN = 'http://localhost:8787';

/** Route module -> the path its action answers, with a body it accepts. */
const STATE_CHANGING_ENDPOINTS: Record<
  string,
  {path: string; fields: Record<string, string>; signedInOnly?: boolean}
> = {
  'root.tsx': {
    path: '/',
    fields: {intent: 'newsletter', email: 'x@example.com'},
  },
  'routes/_index.tsx': {
    path: '/?index',
    fields: {intent: 'join', name: 'Ana', email: 'ana-csrf@example.com'},
  },
  'routes/api.waitlist.tsx': {
    path: '/api/waitlist',
    fields: {intent: 'exit-intent', email: 'eve-csrf@example.com'},
  },
  'routes/cart.tsx': {path: '/cart', fields: {intent: 'clear'}},
  // <cart-form>'s twin of /cart (record 0182).
  'routes/api.cart.tsx': {path: '/api/cart', fields: {intent: 'clear'}},
  // The consent banner's choice (decision 0240).
  'routes/api.consent.tsx': {
    path: '/api/consent',
    fields: {choice: 'decline', return_to: '/'},
  },
  // The country/language selector (issue 30, decision 0265).
  'routes/api.market.tsx': {
    path: '/api/market',
    fields: {market: 'en-CA', return_to: '/'},
  },
  // Analytics batches (decision 0240): without analytics consent in the cookie even our own
  // pages' posts are refused (403), so only the cross-site refusal is checked here;
  // tests/e2e/consent-analytics.spec.ts sends accepted ones.
  'routes/[.well-known].shopify.monorail.unstable.produce_batch.tsx': {
    path: '/.well-known/shopify/monorail/unstable/produce_batch',
    fields: {events: '[]'},
    signedInOnly: true,
  },
  // A made-up token is refused (400) even from our own pages, so only the cross-site
  // refusal is checked here; waitlist-referrals.test.ts confirms with a real one.
  'routes/waitlist.confirm.tsx': {
    path: `/waitlist/confirm?token=${'c'.repeat(64)}`,
    fields: {token: 'c'.repeat(64)},
    signedInOnly: true,
  },
  // "Delete me" on the status page: a made-up status token is a 404 even from our own pages.
  'routes/waitlist.$token.tsx': {
    path: `/waitlist/${'d'.repeat(64)}`,
    fields: {intent: 'erase'},
    signedInOnly: true,
  },
  'routes/cart-recovery.tsx': {
    path: '/cart-recovery',
    fields: {
      // A link the local stand-ins would sign (their secret is the worker's here).
      cart: await signRecoveryToken(
        [
          {
            merchandiseId: 'gid://shopify/ProductVariant/7001253218357',
            quantity: 1,
          },
        ],
        LOCAL_CART_RECOVERY_SECRET,
      ),
    },
  },
  // The admin forms: anonymous posts from our own pages are answered by the sign-in
  // flow (a redirect or a form error), so only the cross-site refusal is checked here.
  'routes/admin.login.tsx': {
    path: '/admin/login',
    fields: {email: 'a@example.com', password: 'x'},
    signedInOnly: true,
  },
  'routes/admin.enroll.tsx': {
    path: '/admin/enroll',
    fields: {},
    signedInOnly: true,
  },
  'routes/admin.verify.tsx': {
    path: '/admin/verify',
    fields: {code: '000000'},
    signedInOnly: true,
  },
  // Customer accounts (issue 29): sign-out, and the address book.
  'routes/account_.logout.tsx': {
    path: '/account/logout',
    fields: {},
    signedInOnly: true,
  },
  'routes/account.addresses.tsx': {
    path: '/account/addresses',
    fields: {intent: 'delete', addressId: 'gid://shopify/CustomerAddress/1'},
    signedInOnly: true,
  },
  'routes/admin.logout.tsx': {
    path: '/admin/logout',
    fields: {scope: 'local'},
    signedInOnly: true,
  },
  'routes/admin.forgot-password.tsx': {
    path: '/admin/forgot-password',
    fields: {email: 'a@example.com'},
    signedInOnly: true,
  },
  'routes/admin.reset-password.tsx': {
    path: '/admin/reset-password',
    fields: {password: 'x'},
    signedInOnly: true,
  },
  'routes/admin.dashboard.tsx': {
    path: '/admin/dashboard',
    fields: {intent: 'retry-message', messageId: '1'},
    signedInOnly: true,
  },
  'routes/admin.create-products.tsx': {
    path: '/admin/create-products',
    fields: {
      title: 'Cross-site grill',
      productType: 'Kamado Grill',
      price: '1',
    },
    signedInOnly: true,
  },
};

/**
 * Endpoints whose authority is an unguessable token, not the visitor's cookies (decision
 * 0155): RFC 8058's one-click unsubscribe is posted by mail clients, from no page of ours.
 * Cross-site posts reach them, and the token alone decides.
 */
const TOKEN_AUTHORISED_ENDPOINTS: Record<
  string,
  {path: string; fields: Record<string, string>}
> = {
  'routes/unsubscribe.tsx': {
    path: `/unsubscribe?token=${'u'.repeat(64)}`,
    fields: {'List-Unsubscribe': 'One-Click'},
  },
};

const appDir = join(import.meta.dirname, '../../app');
const modulesWithAnAction = [
  'root.tsx',
  ...readdirSync(join(appDir, 'routes')).map((file) => `routes/${file}`),
].filter((file) =>
  /export (async )?function action\b|export const action\b/.test(
    readFileSync(join(appDir, file), 'utf8'),
  ),
);

const CROSS_SITE_HEADERS: [string, Record<string, string>][] = [
  ['another Origin', {Origin: 'https://evil.example'}],
  ['an opaque Origin', {Origin: 'null'}],
  ['Sec-Fetch-Site: cross-site', {'Sec-Fetch-Site': 'cross-site'}],
  [
    'Sec-Fetch-Site: same-site (a sibling subdomain)',
    {'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.localhost:8787'},
  ],
  ['our host on another scheme', {Origin: 'https://localhost:8787'}],
];

describe('cross-site requests', () => {
  it('the list covers every route module with an action', () => {
    expect(modulesWithAnAction.sort()).toEqual(
      [
        ...Object.keys(STATE_CHANGING_ENDPOINTS),
        ...Object.keys(TOKEN_AUTHORISED_ENDPOINTS),
      ].sort(),
    );
  });

  for (const [module, {path, fields}] of Object.entries(
    TOKEN_AUTHORISED_ENDPOINTS,
  )) {
    it.each(CROSS_SITE_HEADERS)(
      `${path} (${module}) lets a post with %s through to the token check`,
      async (_what, headers) => {
        const response = await worker.fetch(path, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers,
        });
        // A made-up token: refused by the database, not by the origin check.
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(UNSUBSCRIBE_COPY.invalid);
      },
    );
  }

  for (const [module, {path, fields, signedInOnly}] of Object.entries(
    STATE_CHANGING_ENDPOINTS,
  )) {
    it.each(CROSS_SITE_HEADERS)(
      `${path} (${module}) refuses a post with %s: 403, never stored`,
      async (_what, headers) => {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
          const response = await worker.fetch(path, {
            method,
            body: new URLSearchParams(fields),
            headers,
          });
          expect(response.status, method).toBe(403);
          expect(await response.text()).toBe(MESSAGES.crossSiteRequest);
          expect(response.headers.get('cache-control')).toBe(
            'private, no-store',
          );
        }
      },
    );

    it.skipIf(signedInOnly)(
      `${path} (${module}) accepts the same post from our own pages`,
      async () => {
        const response = await worker.fetch(path, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: {'Sec-Fetch-Site': 'same-origin'},
        });
        expect(response.status).toBeLessThan(400);
      },
    );
  }

  it('a refused join stores nothing: the same address can join afterwards', async () => {
    const fields = {
      intent: 'join',
      name: 'Mallory',
      email: 'victim@example.com',
    };
    const refused = await worker.fetch('/api/waitlist', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site'},
    });
    expect(refused.status).toBe(403);
    const joined = await worker.fetch('/api/waitlist', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {Origin: ORIGIN},
    });
    expect(await joined.json()).toMatchObject({message: MESSAGES.signupJoined});
  });
});

describe("the cart's redirect", () => {
  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u000b/evil.example',
    '/\u001b/evil.example',
    '/\u007f/evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
  ])(
    'sends %j back to the cart, never off-site and never a 500',
    async (redirectTo) => {
      const response = await worker.fetch('/cart', {
        method: 'POST',
        body: new URLSearchParams({intent: 'clear', redirectTo}),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/cart');
    },
  );

  it('keeps a path on the site', async () => {
    const response = await worker.fetch('/cart', {
      method: 'POST',
      body: new URLSearchParams({
        intent: 'clear',
        redirectTo: '/store/shop?filter=new',
      }),
    });
    expect(response.headers.get('location')).toBe('/store/shop?filter=new');
  });
});
