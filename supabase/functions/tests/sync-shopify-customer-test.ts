/**
 * sync-shopify-customer over HTTP: its index.ts served by Deno.serve (in the local
 * Supabase's edge runtime) against the local database and the local Shopify Admin API.
 */
import {assert} from './assert.ts';
import {
  assertStatus,
  eventually,
  insertAsAnon,
  invokeFunction,
  shopifyCustomers,
  uniqueEmail,
} from './local-supabase.ts';

Deno.test(
  'sync-shopify-customer makes a newsletter subscriber a Shopify customer tagged waitlist',
  async () => {
    const email = uniqueEmail('deno-sync');
    await insertAsAnon('newsletter_subscribers', {email, source: 'footer'});

    const response = await invokeFunction('sync-shopify-customer', {
      body: JSON.stringify({email, source: 'footer'}),
    });
    assert(
      response.ok,
      `expected a 2xx, got ${response.status}: ${await response.text()}`,
    );

    const customers = await eventually(shopifyCustomers, (list) =>
      list.some((customer) => customer.email === email),
    );
    const customer = customers.find((candidate) => candidate.email === email);
    assert(customer, `no Shopify customer for ${email}`);
    assert(
      customer.tags.includes('waitlist'),
      `tags: ${customer.tags.join(', ')}`,
    );
    assert(
      customer.tags.includes('footer'),
      `tags: ${customer.tags.join(', ')}`,
    );
  },
);

Deno.test(
  'sync-shopify-customer refuses a call without a JWT and bad input, without calling Shopify',
  async () => {
    const before = (await shopifyCustomers()).length;

    const anonymous = await invokeFunction('sync-shopify-customer', {
      body: JSON.stringify({
        email: uniqueEmail('deno-nojwt'),
        source: 'footer',
      }),
      authorization: null,
    });
    assertStatus(anonymous, 401, 'no Authorization header');
    await anonymous.body?.cancel();

    for (const body of [
      'not json',
      JSON.stringify({email: 'a@b.co', source: 'somewhere'}),
    ]) {
      const response = await invokeFunction('sync-shopify-customer', {body});
      assert(
        response.status >= 400 && response.status < 500,
        `body ${body}: expected a 4xx, got ${response.status}`,
      );
      await response.body?.cancel();
    }
    assert(
      (await shopifyCustomers()).length === before,
      'no customer was created',
    );
  },
);
