/**
 * send-welcome-email over HTTP: its index.ts served by Deno.serve (in the local Supabase's
 * edge runtime) against the local database and mailbox, called as the storefront calls it.
 */
import {assert} from './assert.ts';
import {
  assertStatus,
  eventually,
  insertAsAnon,
  invokeFunction,
  mailbox,
  uniqueEmail,
} from './local-supabase.ts';

Deno.test(
  'send-welcome-email mails the welcome code to a waitlist signup',
  async () => {
    const email = uniqueEmail('deno-welcome');
    await insertAsAnon('subscribers', {name: 'Dana', email});

    const response = await invokeFunction('send-welcome-email', {
      body: JSON.stringify({name: 'Dana', email, discountCode: 'WELCOME10'}),
    });
    assert(
      response.ok,
      `expected a 2xx, got ${response.status}: ${await response.text()}`,
    );

    const [message] = await eventually(
      () => mailbox(email),
      (messages) => messages.length > 0,
    );
    assert(message, `no email reached the mailbox for ${email}`);
    assert(message.to.includes(email), `sent to ${message.to.join(', ')}`);
    assert(
      message.html.includes('WELCOME10'),
      'the HTML body carries the code',
    );
    assert(
      message.text.includes('WELCOME10'),
      'the text body carries the code',
    );
  },
);

Deno.test(
  'send-welcome-email refuses a call without a JWT (verify_jwt) and anything but POST',
  async () => {
    const anonymous = await invokeFunction('send-welcome-email', {
      body: '{}',
      authorization: null,
    });
    assertStatus(anonymous, 401, 'no Authorization header');
    await anonymous.body?.cancel();

    const get = await invokeFunction('send-welcome-email', {method: 'GET'});
    assertStatus(get, 405, 'GET');
    await get.body?.cancel();
  },
);

Deno.test(
  'send-welcome-email answers bad input with a 4xx, not a 5xx',
  async () => {
    for (const body of [
      'not json',
      '[]',
      JSON.stringify({email: 'not-an-email'}),
    ]) {
      const response = await invokeFunction('send-welcome-email', {body});
      assert(
        response.status >= 400 && response.status < 500,
        `body ${body}: expected a 4xx, got ${response.status}`,
      );
      await response.body?.cancel();
    }
  },
);
