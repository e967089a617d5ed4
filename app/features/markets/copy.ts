/**
 * The country/language selector's and the buyer-country notice's texts (issue 30); French
 * and German beside it (copy.fr.ts, copy.de.ts). Country and language names in the
 * selector come from the Storefront API's `localization`, not from here.
 */
export const MARKETS_COPY = {
  /** The selector's visible label (header and footer). */
  selectorLabel: 'Country and language',
  /** The selector's button: the form works without JavaScript. */
  selectorSubmit: 'Update',
  /** One option: the Storefront's country name, its currency, the language's own name. */
  option: (country: string, currency: string, language: string) =>
    `${country} (${currency}) · ${language}`,
  /** A form posted without a market we sell in. */
  invalidChoice: 'Choose a country and language from the list.',
  /** The notice's region label, and its close button. */
  noticeLabel: 'Your country’s store',
  noticeDismiss: 'Dismiss',
  /** The notice, offered in the visitor's market's language. */
  notice: (country: string) => `Shopping from ${country}?`,
  noticeLink: (currency: string) => `See this page in ${currency}`,
  /** Country names for the notice (the selector's come from the Storefront API). */
  countries: {
    US: 'the United States',
    CA: 'Canada',
    GB: 'the United Kingdom',
    DE: 'Germany',
  },
} as const;
