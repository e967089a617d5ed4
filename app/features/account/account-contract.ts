/**
 * What the header's account link and <account-link> agree on (decision 0250): the page is
 * the same for everyone ("Account"); a visitor who signed in carries a readable hint
 * cookie (no name, no token, only "1"), and only then does the element ask the private
 * endpoint for the first name. The server never trusts the hint.
 */
export const ACCOUNT_HINT_COOKIE = 'ef_account';
export const ACCOUNT_NAME_ENDPOINT = '/api/account';

export const ACCOUNT_DOM = {
  /** The link's text the element replaces with the first name. */
  label: 'data-account-label',
} as const;

/** As long as a sign-in may last at most (Shopify's refresh token lives 90 days at most). */
const HINT_MAX_AGE_S = 60 * 60 * 24 * 90;

export function accountHintCookie(signedIn: boolean, secure: boolean): string {
  const value = signedIn ? `1; Max-Age=${HINT_MAX_AGE_S}` : '; Max-Age=0';
  return `${ACCOUNT_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const hasAccountHint = (cookies: string) =>
  cookies.split(';').some((pair) => pair.trim() === `${ACCOUNT_HINT_COOKIE}=1`);
