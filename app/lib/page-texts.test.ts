import {readFileSync, writeFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  countText,
  fillText,
  loadPageTexts,
  pageTexts,
} from '~/elements/page-texts';
import {LANGUAGES, type Language} from './copy';
import {COPY_CATALOGUES} from './copy-catalogues';
import {pageTextsFor} from './page-texts';

/** The file the enhancement module ships a language's texts in (decision 0267). */
const shipped = (language: Language) =>
  new URL(`../elements/texts/${language.toLowerCase()}.json`, import.meta.url);

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

describe.each(LANGUAGES)('the texts shipped for %s', (language) => {
  // Every key in every language: the file is what the catalogue gives, whole.
  // `UPDATE_ELEMENT_TEXTS=1` rewrites the files after a copy change.
  it('are the catalogue’s, every key', () => {
    const derived = pageTextsFor(language);
    if (process.env.UPDATE_ELEMENT_TEXTS)
      writeFileSync(shipped(language), `${JSON.stringify(derived, null, 2)}\n`);
    else
      expect(JSON.parse(readFileSync(shipped(language), 'utf8'))).toEqual(
        derived,
      );
  });
});

describe('loadPageTexts', () => {
  it.each([
    ['en-US', 'EN'],
    ['en-CA', 'EN'],
    ['en-GB', 'EN'],
    ['fr-CA', 'FR'],
    ['de-DE', 'DE'],
  ] as const)(
    'gives a page in %s the %s texts, and pageTexts() from then on',
    async (lang, language) => {
      const texts = await loadPageTexts(lang);
      expect(texts).toEqual(pageTextsFor(language));
      expect(pageTexts()).toBe(texts);
    },
  );
});

it('German texts are German', () => {
  expect(pageTextsFor('DE').search.viewAll).toBe(
    'Alle Ergebnisse für „{query}“ ansehen',
  );
  expect(pageTextsFor('DE').cart.linkLabel.other).toMatch(/\{count\}/);
});
