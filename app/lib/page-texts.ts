/**
 * The elements' texts (app/elements/page-texts.ts) in a language, from its copy catalogue:
 * the source of `app/elements/texts/<language>.json`, which the enhancement module ships
 * (decision 0267); page-texts.test.ts fails when a file is not what this gives, and
 * `UPDATE_ELEMENT_TEXTS=1` rewrites them. A copy function of a value becomes a template
 * (called with `{name}`), one of a count its forms for 0, 1 and 2 (the 2 becomes
 * `{count}`); the test checks, in every language, that filling them back gives what the
 * function says.
 */
import type {CountText, PageTexts} from '~/elements/page-texts';
import type {Language} from './copy';
import {COPY_CATALOGUES} from './copy-catalogues';

export function countForms(text: (count: number) => string): CountText {
  return {
    zero: text(0),
    one: text(1),
    other: text(2).replace(/(?<!\d)2(?!\d)/, '{count}'),
  };
}

export function templateOf(
  text: (value: never) => string,
  name: string,
): string {
  return (text as (value: string) => string)(`{${name}}`);
}

export function pageTextsFor(language: Language): PageTexts {
  const {SEARCH_MESSAGES: search} = COPY_CATALOGUES.search[language];
  const {CART_COPY: cart} = COPY_CATALOGUES.cart[language];
  const {MESSAGES: messages} = COPY_CATALOGUES.messages[language];
  return {
    notifications: COPY_CATALOGUES.layout[language].NOTIFICATIONS_LABEL,
    loading: messages.loading,
    search: {
      queries: search.predictiveQueries,
      products: search.predictiveProducts,
      collections: search.predictiveCollections,
      all: search.title,
      viewAll: templateOf(search.predictiveViewAll, 'query'),
      count: countForms(search.predictiveCount),
    },
    cart: {
      linkLabel: countForms(cart.linkLabel),
      updateFailed: messages.cartUpdateFailed,
      drawerTitle: cart.title,
      closeDrawer: cart.closeDrawer,
    },
    waitlist: {
      footerFailed: messages.footerFailed,
      signupFailed: messages.signupFailed,
      fillAllFields: messages.fillAllFields,
      invalidEmail: messages.invalidEmail,
      nameTooLong: templateOf(messages.nameTooLong, 'max'),
    },
  };
}
