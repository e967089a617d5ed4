import {describe, expect, it} from 'vitest';
import {countText, fillText} from '~/elements/page-texts';
import {LANGUAGES} from './copy';
import {COPY_CATALOGUES} from './copy-catalogues';
import {pageTextsFor, pageTextsJson} from './page-texts';

const COUNTS = [0, 1, 2, 3, 7, 12, 21, 100];

describe.each(LANGUAGES)('the element texts in %s', (language) => {
  const texts = pageTextsFor(language);
  const {SEARCH_MESSAGES: search} = COPY_CATALOGUES.search[language];
  const {CART_COPY: cart} = COPY_CATALOGUES.cart[language];
  const {MESSAGES: messages} = COPY_CATALOGUES.messages[language];

  it('a count’s forms give what the copy function says, for every count', () => {
    for (const count of COUNTS) {
      expect(countText(texts.cart.linkLabel, count)).toBe(
        cart.linkLabel(count),
      );
      expect(countText(texts.search.count, count)).toBe(
        search.predictiveCount(count),
      );
    }
  });

  it('a template filled gives what the copy function says', () => {
    expect(fillText(texts.search.viewAll, {query: 'pizza {stone}'})).toBe(
      search.predictiveViewAll('pizza {stone}'),
    );
    expect(fillText(texts.waitlist.nameTooLong, {max: 100})).toBe(
      messages.nameTooLong(100),
    );
  });

  it('the plain texts are the catalogue’s', () => {
    expect(texts.search.products).toBe(search.predictiveProducts);
    expect(texts.cart.updateFailed).toBe(messages.cartUpdateFailed);
    expect(texts.waitlist.invalidEmail).toBe(messages.invalidEmail);
  });
});

it('the JSON cannot close its <script>', () => {
  for (const language of LANGUAGES) {
    const json = pageTextsJson(language);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(pageTextsFor(language));
  }
});

it('German texts are German', () => {
  expect(pageTextsFor('DE').search.viewAll).toBe(
    'Alle Ergebnisse für „{query}“ ansehen',
  );
  expect(pageTextsFor('DE').cart.linkLabel.other).toMatch(/\{count\}/);
});
