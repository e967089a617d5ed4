/**
 * The consent banner's words (issue 28). The spec fixes none of it; the banner and the
 * tests import it from here.
 */
export const CONSENT_COPY = {
  title: 'Cookies and your privacy',
  body: 'We use cookies to count visits and see which products people look at, and Shopify uses them to report our sales. Choose what you allow.',
  accept: 'Accept',
  decline: 'Decline',
  preferences: 'Preferences',
  save: 'Save my choices',
  purposes: {
    analytics: 'Analytics: which pages and products are viewed',
    marketing: 'Marketing: ads and offers that fit your visits',
    preferences: 'Preferences: remember choices such as your region',
    saleOfData: 'Sale of data: sharing with partners for advertising',
  },
  policyLink: 'Privacy policy',
  /** The preferences page (/privacy-choices): the banner links to it, and the footer. */
  choices: {
    title: 'Cookie preferences',
    intro:
      'Tick what you allow. You can come back here from the footer and change it at any time.',
    footerLink: 'Cookie preferences',
    backLink: 'Back to the page you were on',
  },
  /** A post that names no choice (not from our banner). */
  invalidChoice: 'Choose Accept, Decline or Save my choices.',
} as const;
