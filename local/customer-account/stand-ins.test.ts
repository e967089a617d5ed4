import {afterEach, expect, it} from 'vitest';
import {findEnvProblems} from '../../app/lib/env.server.ts';
import {startStandIns, type RunningStandIns} from '../stand-ins.ts';
import {
  codeFor,
  hiddenSignIn,
  newAuthorization,
  postForm,
} from './test-support.ts';

let running: RunningStandIns | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

// Supabase is "real" here (a URL that is never called), so only the Storefront API and
// the accounts start: the test needs no PGlite and no Deno.
const baseEnv = {
  PUBLIC_STORE_ORIGIN: 'http://localhost:3000',
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_ANON_KEY: 'unused',
};

it('starts the local accounts with the local store, tells the worker where, and registers the store’s callback', async () => {
  const lines: string[] = [];
  running = await startStandIns(baseEnv, {
    storefrontPort: 0,
    log: (line) => lines.push(line),
  });
  const accounts = running.customerAccount!;
  expect(running.env).toMatchObject({
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: accounts.clientId,
    SHOP_ID: accounts.shopId,
    PUBLIC_CUSTOMER_ACCOUNT_API_URL: `${accounts.url}/${accounts.shopId}`,
  });
  expect(findEnvProblems(running.env)).toEqual([]);
  expect(lines).toContain(
    `Local customer accounts: ${accounts.url} (sign-in codes go to this log)`,
  );

  // Without a local mailbox the code is printed; the store's https callback is registered.
  const authorization = newAuthorization(accounts);
  const page = await fetch(authorization.url);
  expect(page.status).toBe(200);
  const signIn = hiddenSignIn(await page.text())!;
  const authBase = `${accounts.url}/authentication/${accounts.shopId}`;
  await postForm(`${authBase}/sign-in/email`, {
    sign_in: signIn,
    email: 'log@example.com',
  });
  const mail = lines.flatMap((line) => {
    const match = /^Sign-in code for (\S+): (\d{6})$/.exec(line);
    return match ? [{to: [match[1]!], subject: match[2]!, text: ''}] : [];
  });
  const done = await postForm(`${authBase}/sign-in/code`, {
    sign_in: signIn,
    code: codeFor(mail, 'log@example.com'),
  });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toMatch(
    /^http:\/\/localhost:3000\/account\/authorize\?code=/,
  );
});

it('leaves accounts to Shopify when the store is real or a client id is set', async () => {
  running = await startStandIns(
    {
      ...baseEnv,
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID:
        'shp_11111111-2222-4333-8444-555555555555',
      SHOP_ID: '1234',
    },
    {storefrontPort: 0, log: () => {}},
  );
  expect(running.customerAccount).toBeUndefined();
  expect(running.env.SHOP_ID).toBe('1234');
  await running.close();

  running = await startStandIns(
    {...baseEnv, PUBLIC_STORE_DOMAIN: 'emberforge.myshopify.com'},
    {log: () => {}},
  );
  expect(running.customerAccount).toBeUndefined();
  expect(running.env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID).toBeUndefined();
});
