/** The policy pages (SPEC 2) and where their text lives in the store. */
export const POLICY_PAGES = {
  shipping: {title: 'Shipping Policy', source: {shopPolicy: 'shippingPolicy'}},
  returns: {title: 'Returns & Refunds', source: {shopPolicy: 'refundPolicy'}},
  privacy: {title: 'Privacy Policy', source: {shopPolicy: 'privacyPolicy'}},
  terms: {title: 'Terms of Service', source: {shopPolicy: 'termsOfService'}},
  warranty: {title: 'Warranty', source: {pageHandle: 'warranty'}},
} as const;

export type PolicyHandle = keyof typeof POLICY_PAGES;
export const POLICY_HANDLES = Object.keys(POLICY_PAGES) as PolicyHandle[];

export function isPolicyHandle(value: string): value is PolicyHandle {
  return value in POLICY_PAGES;
}
