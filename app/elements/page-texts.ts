/**
 * The texts elements show, from the page (issue 30): the layout renders them once per page
 * in the page's language as JSON (`<script type="application/json" id=PAGE_TEXTS_ID>`,
 * app/components/PageTexts.tsx, from the market's copy catalogue), and elements read them
 * here instead of importing English copy. A text with a value in it is a template
 * (`{query}`); a text that depends on a count has its forms for 0, 1 and more (`{count}`).
 * Nothing here imports a copy module: the element chunks carry no sentence of their own.
 */
export const PAGE_TEXTS_ID = 'element-texts';

/** The forms of a count's text: `other` holds `{count}` where the number goes. */
export type CountText = {zero: string; one: string; other: string};

export type PageTexts = {
  /** The toasts' live list, when <toast-region> has to make one. */
  notifications: string;
  search: {
    queries: string;
    products: string;
    collections: string;
    all: string;
    /** `{query}`: what was typed. */
    viewAll: string;
    count: CountText;
  };
  cart: {linkLabel: CountText; updateFailed: string};
  waitlist: {
    footerFailed: string;
    signupFailed: string;
    fillAllFields: string;
    invalidEmail: string;
    /** `{max}`: the longest name allowed. */
    nameTooLong: string;
  };
};

let read: {from: Element; texts: PageTexts} | null = null;

/** The page's texts, parsed once per page; null on a page without them (never ours). */
export function pageTexts(): PageTexts | null {
  const script = document.getElementById(PAGE_TEXTS_ID);
  if (!script) return null;
  if (read?.from !== script) {
    try {
      read = {from: script, texts: JSON.parse(script.textContent ?? '')};
    } catch {
      return null;
    }
  }
  return read.texts;
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
