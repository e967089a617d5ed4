import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  accountFormActionOrigin,
  accountServiceOriginOf,
  installAccountServiceFetch,
  setAccountServiceFrom,
  toAccountService,
  withAccountServiceLocation,
} from './account-service.server';

const local = 'http://127.0.0.1:5901';

describe('accountServiceOriginOf', () => {
  it('is null when unset or on shopify.com', () => {
    expect(accountServiceOriginOf({} as Env)).toBeNull();
    expect(
      accountServiceOriginOf({
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://shopify.com/123',
      }),
    ).toBeNull();
  });
  it('is the origin of another service', () => {
    expect(
      accountServiceOriginOf({
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: `${local}/123`,
      }),
    ).toBe(local);
  });
});

describe('toAccountService', () => {
  it('moves the authentication and API URLs of a shop', () => {
    expect(
      toAccountService(
        'https://shopify.com/authentication/123/oauth/authorize?a=1',
        local,
      ),
    ).toBe(`${local}/authentication/123/oauth/authorize?a=1`);
    expect(
      toAccountService(
        'https://shopify.com/123/account/customer/api/2026-04/graphql',
        local,
      ),
    ).toBe(`${local}/123/account/customer/api/2026-04/graphql`);
    expect(
      toAccountService('https://shopify.com/authentication/123', local),
    ).toBe(`${local}/authentication/123`);
  });
  it('leaves other URLs, and every URL without a service, alone', () => {
    for (const url of [
      'https://shopify.com/pricing',
      'https://shopify.com/authentication/abc/logout',
      'https://shopify.com.evil.example/123/x',
      'https://cdn.shopify.com/123/x',
      '/account',
    ])
      expect(toAccountService(url, local)).toBe(url);
    expect(
      toAccountService('https://shopify.com/authentication/123/logout', null),
    ).toBe('https://shopify.com/authentication/123/logout');
  });
});

describe('withAccountServiceLocation', () => {
  it('moves a redirect and keeps its status and cookies', () => {
    const response = new Response(null, {
      status: 302,
      headers: {
        Location: 'https://shopify.com/authentication/123/logout?x=1',
        'Set-Cookie': 'session=; Max-Age=0',
      },
    });
    const moved = withAccountServiceLocation(response, local);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('Location')).toBe(
      `${local}/authentication/123/logout?x=1`,
    );
    expect(moved.headers.get('Set-Cookie')).toBe('session=; Max-Age=0');
    expect(withAccountServiceLocation(response, null)).toBe(response);
  });
});

describe('installAccountServiceFetch', () => {
  afterEach(() => setAccountServiceFrom({} as Env));

  it('sends Shopify account calls to the service set from env, once installed', async () => {
    const seen: string[] = [];
    const scope = {
      fetch: vi.fn(async (input: RequestInfo | URL) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return new Response('ok');
      }) as unknown as typeof fetch,
    };
    installAccountServiceFetch(scope);
    installAccountServiceFetch(scope);
    await scope.fetch('https://shopify.com/authentication/123/oauth/token', {
      method: 'POST',
    });
    setAccountServiceFrom({PUBLIC_CUSTOMER_ACCOUNT_API_URL: `${local}/123`});
    await scope.fetch('https://shopify.com/authentication/123/oauth/token', {
      method: 'POST',
    });
    await scope.fetch(
      new Request('https://shopify.com/123/account/customer/api/x/graphql', {
        method: 'POST',
        body: '{}',
      }),
    );
    await scope.fetch('https://example.com/other');
    expect(seen).toEqual([
      'https://shopify.com/authentication/123/oauth/token',
      `${local}/authentication/123/oauth/token`,
      `${local}/123/account/customer/api/x/graphql`,
      'https://example.com/other',
    ]);
  });
});

describe('accountFormActionOrigin', () => {
  it('is none without accounts, else Shopify or the named service', () => {
    expect(accountFormActionOrigin({} as Env)).toBeNull();
    expect(
      accountFormActionOrigin({
        PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'id',
      } as Env),
    ).toBe('https://shopify.com');
    expect(
      accountFormActionOrigin({
        PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'id',
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: `${local}/123`,
      }),
    ).toBe(local);
  });
});
