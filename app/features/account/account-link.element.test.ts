// @vitest-environment happy-dom
import {createElement} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {
  define,
  mount,
  serverHtml,
  settle,
  stubFetch,
} from '~/elements/test-support';
import {AccountLink as AccountLinkMarkup} from './AccountLink';
import {AccountLink} from './account-link.element';
import {ACCOUNT_HINT_COOKIE, ACCOUNT_NAME_ENDPOINT} from './account-contract';
import {ACCOUNT_COPY} from './copy';

define('account-link', AccountLink);

let asked: string[] = [];
async function showWith(answer: () => Response) {
  asked = [];
  stubFetch((url) => {
    asked.push(url);
    return Promise.resolve(answer());
  });
  mount(serverHtml(createElement(AccountLinkMarkup)));
  await settle();
  return document.querySelector('account-link a')!;
}

afterEach(() => {
  document.cookie = `${ACCOUNT_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('<account-link>', () => {
  it('asks nothing without the sign-in hint and keeps "Account"', async () => {
    const link = await showWith(() => Response.json({firstName: 'Rita'}));
    expect(asked).toEqual([]);
    expect(link.textContent).toBe(ACCOUNT_COPY.headerLink);
    expect(link.getAttribute('href')).toBe('/account');
  });

  it('puts the first name in for a signed-in visitor', async () => {
    document.cookie = `${ACCOUNT_HINT_COOKIE}=1; Path=/`;
    const link = await showWith(() => Response.json({firstName: 'Rita'}));
    expect(asked).toEqual([ACCOUNT_NAME_ENDPOINT]);
    expect(link.textContent).toBe('Rita');
  });

  it('keeps "Account" when the hint is stale or the name is empty', async () => {
    document.cookie = `${ACCOUNT_HINT_COOKIE}=1; Path=/`;
    let link = await showWith(() => new Response(null, {status: 204}));
    expect(link.textContent).toBe(ACCOUNT_COPY.headerLink);
    link = await showWith(() => Response.json({firstName: null}));
    expect(link.textContent).toBe(ACCOUNT_COPY.headerLink);
  });
});
