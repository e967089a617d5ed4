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
import {VISIT_PATH} from './waitlist-contract';
import {VisitSource as VisitSourceMarkup} from './VisitSource';
import {VisitSource} from './visit-source.element';

define('visit-source', VisitSource);

let asked: string[] = [];
const visitAt = async (search: string) => {
  asked = [];
  stubFetch((url) => {
    asked.push(url);
    return Promise.resolve(new Response(null, {status: 204}));
  });
  window.history.replaceState(null, '', `/store${search}`);
  mount(serverHtml(createElement(VisitSourceMarkup)));
  await settle();
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('<visit-source>', () => {
  it("sends the address's ref and utm values, and only those, to keep the visit's first touch", async () => {
    await visitAt(
      '?utm_source=newsletter&ref=rita234567&q=grill&utm_campaign=spring',
    );
    expect(asked).toEqual([
      `${VISIT_PATH}?ref=rita234567&utm_source=newsletter&utm_campaign=spring`,
    ]);
  });

  it('asks nothing when the address carries no such values', async () => {
    await visitAt('?q=grill');
    expect(asked).toEqual([]);
  });

  it('renders the same markup for every address, with the no-JS image inside <noscript>', () => {
    const html = serverHtml(createElement(VisitSourceMarkup));
    expect(html).toMatch(
      new RegExp(
        `<noscript><img src="${VISIT_PATH}" alt="" width="1" height="1" hidden=""/></noscript>`,
      ),
    );
  });
});
