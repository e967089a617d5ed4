/**
 * The texts elements show (issue 30), in the page's language: not in the page (decision
 * 0267) but one module per language beside this file (`texts/en.json`, `fr.json`,
 * `de.json`, written from the copy catalogues by app/lib/page-texts.ts and checked against
 * them by its test). English is part of the enhancement module; the entry loads another
 * language's (a hashed chunk every page of that language shares, cached) before it defines
 * any element, so no element ever shows a text in the wrong language or none (index.ts).
 * A text with a value in it is a template (`{query}`); a text that depends on a count has
 * its forms for 0, 1 and more (`{count}`). Nothing here imports a copy module: the element
 * chunks carry no sentence of their own.
 */
import EN from './texts/en.json';

/** The forms of a count's text: `other` holds `{count}` where the number goes. */
export type CountText = {zero: string; one: string; other: string};

export type PageTexts = {
  /** The name of the toasts' live list, which <toast-region> makes (record 0271). */
  notifications: string;
  /** The page spinner's text (SPEC 2: "Loading..."). */
  loading: string;
  search: {
    queries: string;
    products: string;
    collections: string;
    all: string;
    /** `{query}`: what was typed. */
    viewAll: string;
    count: CountText;
  };
  cart: {
    linkLabel: CountText;
    updateFailed: string;
    /** The drawer's title and its close button's name (<cart-drawer> builds the drawer). */
    drawerTitle: string;
    closeDrawer: string;
  };
  waitlist: {
    footerFailed: string;
    signupFailed: string;
    fillAllFields: string;
    invalidEmail: string;
    /** `{max}`: the longest name allowed. */
    nameTooLong: string;
  };
};

/** The enhancement module's English texts, typed: a missing key does not compile. */
const ENGLISH: PageTexts = EN;

/** The other languages' texts, by `<html lang>`'s language subtag; each its own chunk. */
const OTHER_LANGUAGES: Record<string, () => Promise<PageTexts>> = {
  fr: () => import('./texts/fr.json').then((module) => module.default),
  de: () => import('./texts/de.json').then((module) => module.default),
};

let current: PageTexts | null = null;

/** The page's texts once the entry loaded them (loadPageTexts); null before (never for an element). */
export function pageTexts(): PageTexts | null {
  return current;
}

/**
 * The texts of a page whose `<html lang>` is `lang` (`de-DE`): English at once, another
 * language from its chunk. Rejects when the chunk cannot load (offline): the entry then
 * leaves the page as it works without scripts rather than speak the wrong language.
 */
export async function loadPageTexts(lang: string): Promise<PageTexts> {
  const load = OTHER_LANGUAGES[lang.split('-')[0]!.toLowerCase()];
  return showPageTexts(load ? await load() : ENGLISH);
}

/** Makes `texts` the page's (loadPageTexts; the elements' unit tests, with a language's). */
export function showPageTexts(texts: PageTexts): PageTexts {
  current = texts;
  return texts;
}

/** A count's text for `count` (EN, FR and DE: one form for 0, one for 1, one for more). */
export function countText(forms: CountText, count: number): string {
  const form = count === 0 ? forms.zero : count === 1 ? forms.one : forms.other;
  return form.replaceAll('{count}', String(count));
}

/** A template's text with its values in (`{name}` -> values.name). */
export function fillText(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
