import {describe, expect, it} from 'vitest';
import {EnvError, assertValidEnv, findEnvProblems} from './env.server';

const valid = {
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

  it('throws an EnvError whose message lists the problems', () => {
    expect(() =>
      assertValidEnv({...valid, PUBLIC_STOREFRONT_API_TOKEN: ''}),
    ).toThrowError(EnvError);
    expect(() =>
      assertValidEnv({...valid, PUBLIC_STOREFRONT_API_TOKEN: ''}),
    ).toThrowError(/PUBLIC_STOREFRONT_API_TOKEN is missing/);
  });
});
