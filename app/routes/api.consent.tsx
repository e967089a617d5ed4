import {redirect} from 'react-router';
import type {Route} from './+types/api.consent';
import {routePolicy} from '~/features/http/route-policy';
import {readFormBody} from '~/features/http/form-body.server';
import {safeRedirectPath} from '~/features/http/safe-redirect';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {
  buyerCountryOf,
  choiceFrom,
  chosenConsentFor,
  purposesOf,
  trackingConsentCookie,
} from '~/features/consent/consent.server';
import {sendConsentToShopify} from '~/features/consent/shopify-consent.server';
import {CONSENT_FIELDS} from '~/features/consent/consent-contract';
import {CONSENT_COPY} from '~/features/consent/copy';

/** Personal: it sets the visitor's consent cookie. Posted by the banner on our own pages. */
export const handle = routePolicy({audience: 'personal', writes: 'same-site'});

/** Nothing to show: a GET goes home. */
export function loader() {
  return redirect('/', {headers: PRIVATE_PAGE_CACHE});
}

/**
 * The banner's choice (docs/decisions/0240): stores it in `_tracking_consent`, tells
 * Shopify in the background (as `setTrackingConsent` would), and sends the visitor back to
 * the page the form was on (303, so a reload does not post again).
 */
export async function action({request, context}: Route.ActionArgs) {
  const form = await readFormBody(request);
  const choice = choiceFrom(form);
  if (!choice)
    return new Response(CONSENT_COPY.invalidChoice, {
      status: 400,
      headers: {...PRIVATE_PAGE_CACHE, 'Content-Type': 'text/plain'},
    });
  const consent = chosenConsentFor(buyerCountryOf(request), choice);
  const told = sendConsentToShopify(
    context.storefront,
    context.log,
    purposesOf(choice),
  );
  if (context.waitUntil) context.waitUntil(told);
  else await told;
  const back = safeRedirectPath(
    form.get(CONSENT_FIELDS.returnTo),
    request.url,
    '/',
  );
  return new Response(null, {
    status: 303,
    headers: {
      ...PRIVATE_PAGE_CACHE,
      Location: back,
      'Set-Cookie': trackingConsentCookie(consent, request),
    },
  });
}
