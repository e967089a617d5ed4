import {describe, expect, it} from 'vitest';
import {
  EnvError,
  assertValidEnv,
  findEnvProblems,
  storeOriginOf,
} from './env.server';

const valid = {
  PUBLIC_STORE_ORIGIN: 'https://emberforge.example',
  PUBLIC_STORE_DOMAIN: 'emberforge.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'token',
  SESSION_SECRET: 'a-long-enough-secret',
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_ANON_KEY: 'anon',
};

describe('env validation', () => {
  it('accepts a complete environment, with a local http store domain too', () => {
    expect(findEnvProblems(valid)).toEqual([]);
    expect(
      findEnvProblems({...valid, PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:3100'}),
    ).toEqual([]);
  });

  it('names each missing or malformed variable', () => {
    const problems = findEnvProblems({
      ...valid,
      SUPABASE_URL: 'not a url',
      SESSION_SECRET: undefined,
      LAUNCH_AT: 'next tuesday',
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /SUPABASE_URL must be an http\(s\) URL/,
    );
    expect(problems.join('\n')).toMatch(/SESSION_SECRET is missing/);
    expect(problems.join('\n')).toMatch(
      /LAUNCH_AT must be an ISO 8601 date-time/,
    );
  });

  it('takes the Turnstile keys together only, and its verify URL as an http(s) URL', () => {
    const keys = {
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
    };
    expect(findEnvProblems({...valid, ...keys})).toEqual([]);
    expect(
      findEnvProblems({...valid, TURNSTILE_SITE_KEY: keys.TURNSTILE_SITE_KEY}),
    ).toEqual([expect.stringMatching(/^TURNSTILE_SECRET_KEY is missing/)]);
    expect(
      findEnvProblems({
        ...valid,
        TURNSTILE_SECRET_KEY: keys.TURNSTILE_SECRET_KEY,
      }),
    ).toEqual([expect.stringMatching(/^TURNSTILE_SITE_KEY is missing/)]);
    expect(
      findEnvProblems({...valid, ...keys, TURNSTILE_VERIFY_URL: 'nope'}),
    ).toEqual([expect.stringMatching(/^TURNSTILE_VERIFY_URL must be/)]);
  });

  it('takes the customer account client id and shop id together, and the account URL for that shop', () => {
    const accounts = {
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID:
        'shp_0d6e2a4c-29a1-4c7e-9b1f-6a0f3c5e2b29',
      SHOP_ID: '68817551403',
    };
    expect(findEnvProblems({...valid, ...accounts})).toEqual([]);
    expect(
      findEnvProblems({
        ...valid,
        ...accounts,
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://shopify.com/68817551403',
      }),
    ).toEqual([]);
    // The local stand-in: its own origin, the same path.
    expect(
      findEnvProblems({
        ...valid,
        ...accounts,
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'http://127.0.0.1:3200/68817551403',
      }),
    ).toEqual([]);

    expect(
      findEnvProblems({
        ...valid,
        PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID:
          accounts.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
      }),
    ).toEqual([expect.stringMatching(/^SHOP_ID is missing/)]);
    expect(findEnvProblems({...valid, SHOP_ID: accounts.SHOP_ID})).toEqual([
      expect.stringMatching(
        /^PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is missing/,
      ),
    ]);
    expect(
      findEnvProblems({
        ...valid,
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://shopify.com/68817551403',
      }),
    ).toEqual([
      expect.stringMatching(/^SHOP_ID is missing/),
      expect.stringMatching(
        /^PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is missing/,
      ),
    ]);

    expect(
      findEnvProblems({
        ...valid,
        ...accounts,
        PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'my-client',
      }),
    ).toEqual([
      expect.stringMatching(/^PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID must be/),
    ]);
    expect(
      findEnvProblems({...valid, ...accounts, SHOP_ID: 'emberforge'}),
    ).toEqual([expect.stringMatching(/^SHOP_ID must be a number/)]);
    for (const bad of [
      'shopify.com/68817551403',
      'https://shopify.com',
      'https://shopify.com/68817551403/account',
      'https://shopify.com/68817551403?x=1',
    ])
      expect(
        findEnvProblems({
          ...valid,
          ...accounts,
          PUBLIC_CUSTOMER_ACCOUNT_API_URL: bad,
        }),
        bad,
      ).toEqual([
        expect.stringMatching(/^PUBLIC_CUSTOMER_ACCOUNT_API_URL must be/),
      ]);
    expect(
      findEnvProblems({
        ...valid,
        ...accounts,
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://shopify.com/1234',
      }),
    ).toEqual([
      'PUBLIC_CUSTOMER_ACCOUNT_API_URL names shop 1234, but SHOP_ID is 68817551403: they must be the same shop',
    ]);
  });

  it('requires the store origin, as an origin only (issue 24: links never come from Host)', () => {
    const {PUBLIC_STORE_ORIGIN: _, ...withoutOrigin} = valid;
    expect(findEnvProblems(withoutOrigin)).toEqual([
      expect.stringMatching(/^PUBLIC_STORE_ORIGIN is missing/),
    ]);
    for (const bad of [
      'emberforge.example',
      'ftp://emberforge.example',
      'https://emberforge.example/shop',
      'https://emberforge.example/?a=1',
      'https://emberforge.example/#top',
      'https://user:pw@emberforge.example',
    ])
      expect(
        findEnvProblems({...valid, PUBLIC_STORE_ORIGIN: bad}),
        bad,
      ).toEqual([expect.stringMatching(/^PUBLIC_STORE_ORIGIN must be/)]);
    expect(
      findEnvProblems({
        ...valid,
        PUBLIC_STORE_ORIGIN: 'http://localhost:3000/',
      }),
    ).toEqual([]);
    expect(
      storeOriginOf({PUBLIC_STORE_ORIGIN: 'HTTPS://Shop.Example:443/'}),
    ).toBe('https://shop.example');
  });

  it('throws an EnvError whose message lists the problems', () => {
    expect(() =>
      assertValidEnv({...valid, PUBLIC_STOREFRONT_API_TOKEN: ''}),
    ).toThrowError(EnvError);
    expect(() =>
      assertValidEnv({...valid, PUBLIC_STOREFRONT_API_TOKEN: ''}),
    ).toThrowError(/PUBLIC_STOREFRONT_API_TOKEN is missing/);
  });
});
