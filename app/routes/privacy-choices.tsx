import {data} from 'react-router';
import type {Route} from './+types/privacy-choices';
import {PageHeading} from '~/components/PageHeading';
import {routePolicy} from '~/features/http/route-policy';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {safeRedirectPath} from '~/features/http/safe-redirect';
import {consentOf} from '~/features/consent/consent.server';
import {
  CONSENT_CHOICES,
  CONSENT_FIELDS,
  CONSENT_PATH,
} from '~/features/consent/consent-contract';
import {copyLanguage, useCopy} from '~/features/markets/use-copy';
import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import {
  DEFAULT_MARKET,
  localizedHref,
  marketFromParam,
} from '~/features/markets/markets';
import {useLocalize} from '~/features/markets/use-market';
import {ROUTES} from '~/lib/navigation';
import {SITE} from '~/lib/site';

/** It shows the visitor's own choices (their cookie): personal, never cached or indexed. */
export const handle = routePolicy({audience: 'personal'});

export const meta: Route.MetaFunction = ({params}) => {
  const market = marketFromParam(params.locale) ?? DEFAULT_MARKET;
  const {CONSENT_COPY} = COPY_CATALOGUES.consent[copyLanguage(market)];
  return [
    {title: `${CONSENT_COPY.choices.title} | ${SITE.shopName}`},
    {name: 'robots', content: 'noindex, nofollow'},
  ];
};

/**
 * The consent preferences (decision 0240): the four purposes of the Customer Privacy API,
 * ticked as the visitor's `_tracking_consent` cookie says, posted to the banner's endpoint,
 * which sends the visitor back to `return_to` (the page the banner was on; any other value
 * is this market's home). A page of its own rather than a fold-out in the banner, so the
 * banner that every page carries stays small, and the choice can be changed after it is
 * made (the footer links here).
 */
export function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const home = localizedHref(context.market, ROUTES.home);
  const returnTo = safeRedirectPath(
    url.searchParams.get(CONSENT_FIELDS.returnTo),
    request.url,
    home,
  );
  const consent = consentOf(request);
  // Before any choice nothing is ticked: the visitor opts in, purpose by purpose.
  const chosen = consent && Object.values(consent.con.CMP).some(Boolean);
  const purposes = {
    analytics: Boolean(chosen && consent.purposes.a),
    marketing: Boolean(chosen && consent.purposes.m),
    preferences: Boolean(chosen && consent.purposes.p),
    saleOfData: Boolean(chosen && consent.purposes.t),
  };
  return data({returnTo, purposes}, {headers: PRIVATE_PAGE_CACHE});
}

export default function PrivacyChoicesPage({loaderData}: Route.ComponentProps) {
  const {CONSENT_COPY} = useCopy('consent');
  const localize = useLocalize();
  const {returnTo, purposes} = loaderData;
  const fields = [
    [
      CONSENT_FIELDS.analytics,
      CONSENT_COPY.purposes.analytics,
      purposes.analytics,
    ],
    [
      CONSENT_FIELDS.marketing,
      CONSENT_COPY.purposes.marketing,
      purposes.marketing,
    ],
    [
      CONSENT_FIELDS.preferences,
      CONSENT_COPY.purposes.preferences,
      purposes.preferences,
    ],
    [
      CONSENT_FIELDS.saleOfData,
      CONSENT_COPY.purposes.saleOfData,
      purposes.saleOfData,
    ],
  ] as const;
  return (
    <section className="px-4 pb-20 sm:px-6">
      <PageHeading title={CONSENT_COPY.choices.title}>
        <p>{CONSENT_COPY.choices.intro}</p>
      </PageHeading>
      <form
        method="post"
        action={CONSENT_PATH}
        className="mx-auto max-w-xl space-y-6"
      >
        <input type="hidden" name={CONSENT_FIELDS.returnTo} value={returnTo} />
        <fieldset className="space-y-3">
          <legend className="sr-only">{CONSENT_COPY.preferences}</legend>
          {fields.map(([name, label, checked]) => (
            <label key={name} className="flex items-start gap-3">
              <input
                type="checkbox"
                name={name}
                value="1"
                defaultChecked={checked}
                className="mt-1"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name={CONSENT_FIELDS.choice}
            value={CONSENT_CHOICES.save}
            className="button-primary"
          >
            {CONSENT_COPY.save}
          </button>
          <a href={returnTo} className="text-sm underline">
            {CONSENT_COPY.choices.backLink}
          </a>
        </div>
        <p className="text-sm">
          <a href={localize(ROUTES.policy('privacy'))} className="underline">
            {CONSENT_COPY.policyLink}
          </a>
        </p>
      </form>
    </section>
  );
}
