import {describe, expect, it} from 'vitest';
import {funnelSourceOf, isOwnPageRequest} from './funnel.server';

const image = (headers: Record<string, string>) =>
  new Request('https://store.example/api/funnel/landing_view?utm_source=mail', {
    headers,
  });

describe('isOwnPageRequest: which loads of the counting image are a view', () => {
  it('counts an image our own page loads, by Sec-Fetch-Site or, without it, the Referer', () => {
    expect(isOwnPageRequest(image({'Sec-Fetch-Site': 'same-origin'}))).toBe(
      true,
    );
    expect(
      isOwnPageRequest(image({Referer: 'https://store.example/?utm_source=x'})),
    ).toBe(true);
  });

  it('does not count another site’s image', () => {
    expect(isOwnPageRequest(image({'Sec-Fetch-Site': 'cross-site'}))).toBe(
      false,
    );
    expect(
      isOwnPageRequest(image({Referer: 'https://elsewhere.example/'})),
    ).toBe(false);
  });

  it('does not count an image fetched ahead of a visit (a prefetch or a prerender)', () => {
    for (const purpose of ['prefetch', 'prefetch;prerender'])
      expect(
        isOwnPageRequest(
          image({'Sec-Fetch-Site': 'same-origin', 'Sec-Purpose': purpose}),
        ),
        purpose,
      ).toBe(false);
  });
});

describe('funnelSourceOf', () => {
  it('takes the image’s own utm_source first', () => {
    expect(funnelSourceOf(image({}))).toBe('mail');
  });
});
