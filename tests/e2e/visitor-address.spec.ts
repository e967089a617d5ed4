/**
 * Issue 24, item 8: on the local stack, as on Oxygen, a client cannot pick its own address.
 * The store (MiniOxygen behind local/oxygen-gateway.ts) sets `oxygen-buyer-ip` from the
 * connection, so rotating a forged `oxygen-buyer-ip` neither escapes the join limit nor
 * gets another address limited; only the harness, with the key the store was started
 * with, poses as another visitor.
 *
 * Where it runs (fixtures.ts, MODE): once, in `no-js` (@server-output): plain form posts.
 */
import type {APIRequestContext} from '@playwright/test';
import {uniqueEmail} from './admin-support';
import {expect, MODE, test} from './fixtures';
import {TEST_VISITOR_HEADERS} from '../../local/oxygen-gateway';
import {asVisitor} from './support';

/** One no-JS join, as the form posts it; the status the store answers. */
async function join(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<number> {
  const answer = await request.post('/?index', {
    form: {intent: 'join', name: 'Address', email: uniqueEmail('address')},
    headers,
    maxRedirects: 0,
  });
  return answer.status();
}

test.describe(
  'the visitor’s address on the local store',
  {tag: MODE.serverOutput},
  () => {
    test('a visitor rotating a forged oxygen-buyer-ip is still one visitor: the sixth join is refused', async ({
      request,
    }) => {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1)
        statuses.push(
          await join(request, {
            ...asVisitor('198.51.100.77'),
            'oxygen-buyer-ip': `203.0.113.${100 + index}`,
          }),
        );
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    });

    test('a forged oxygen-buyer-ip gets no one else limited: this machine is not limited', async ({
      request,
    }) => {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1)
        statuses.push(
          await join(request, {'oxygen-buyer-ip': '203.0.113.150'}),
        );
      expect(statuses).toEqual(Array(6).fill(303));
    });

    test('the test headers with a guessed key name no one', async ({
      request,
    }) => {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1)
        statuses.push(
          await join(request, {
            ...asVisitor('198.51.100.78'),
            [TEST_VISITOR_HEADERS.key]: 'guessed',
          }),
        );
      expect(statuses).toEqual(Array(6).fill(303));
    });
  },
);
