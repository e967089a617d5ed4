import {useCopy} from '~/features/markets/use-copy';
import type {Route} from './+types/welcome-discount';
import {PageHeading} from '~/components/PageHeading';
import {WaitlistJoinForm} from '~/features/waitlist/WaitlistJoinForm';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {ROUTES} from '~/lib/navigation';
import {offerTerms, WELCOME_OFFER, WELCOME_PAGE} from '~/features/offers/copy';
import {routePolicy} from '~/features/http/route-policy';
import {fetchCodeEnd} from '~/features/offers/code-end.server';
import {useLocalize, useMarket} from '~/features/markets/use-market';

export const handle = routePolicy({audience: 'public', query: []});

export const meta: Route.MetaFunction = (args) =>
  pageMeta({
    title: 'Welcome Discount',
    description: WELCOME_PAGE.description,
    canonical: canonicalUrl(args),
  });

/** When the code ends, as its discount in Shopify says (the one source, issue 25). */
export async function loader({context}: Route.LoaderArgs) {
  return {
    codeEndsAt: await fetchCodeEnd(context, WELCOME_OFFER.code),
    now: Date.now(),
  };
}

/**
 * What WELCOME10 gives, a button that puts it in the cart and leads to the shop, and the
 * waitlist form for visitors without the code. The same for every visitor (cacheable): the
 * button is a GET form to Shopify's `/discount/CODE` link (app/routes/discount.$code.tsx),
 * which applies the code to the visitor's cart and redirects, scripts or not; crawlers do
 * not submit forms (and robots.txt keeps them out of /discount/).
 */
export default function WelcomeDiscountPage({
  loaderData,
}: Route.ComponentProps) {
  const termsIn = {
    terms: useCopy('offers').OFFER_TERMS,
    locale: useMarket().locale,
  };
  const {WELCOME_PAGE} = useCopy('offers');
  const localize = useLocalize();
  return (
    <section className="px-4 pb-20 sm:px-6">
      <PageHeading eyebrow={WELCOME_PAGE.eyebrow} title={WELCOME_PAGE.title}>
        <p>{WELCOME_PAGE.intro}</p>
      </PageHeading>
      <div className="mx-auto max-w-xl space-y-8">
        <div className="rounded-3xl border border-stone-200 p-6 text-center dark:border-stone-700">
          <p className="text-sm font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400">
            {WELCOME_PAGE.codeLabel}
          </p>
          <p className="mx-auto mt-2 w-fit rounded-xl border-2 border-dashed border-orange-600 px-6 py-3 font-mono text-2xl font-bold tracking-widest">
            {WELCOME_OFFER.code}
          </p>
          <h2 className="mt-6 text-lg font-semibold">
            {WELCOME_PAGE.termsTitle}
          </h2>
          <ul className="mt-2 space-y-1 text-left text-stone-700 dark:text-stone-300">
            {offerTerms(
              WELCOME_OFFER,
              loaderData.codeEndsAt,
              loaderData.now,
              termsIn,
            ).map((term) => (
              <li key={term} className="flex gap-2">
                <span aria-hidden className="text-orange-600">
                  ✓
                </span>
                {term}
              </li>
            ))}
          </ul>
          <form
            method="get"
            action={localize(ROUTES.discount(WELCOME_OFFER.code))}
            className="mt-6"
          >
            <input
              type="hidden"
              name="redirect"
              value={localize(ROUTES.shop)}
            />
            <button type="submit" className="button-primary">
              {WELCOME_PAGE.apply}
            </button>
          </form>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
            {WELCOME_PAGE.applyHint}
          </p>
        </div>
        <div className="rounded-3xl bg-stone-100 p-6 dark:bg-stone-900">
          <h2 className="text-lg font-semibold">{WELCOME_PAGE.noCodeTitle}</h2>
          <p className="mt-1 text-stone-700 dark:text-stone-300">
            {WELCOME_PAGE.noCodeText}
          </p>
          <div className="mt-4">
            <WaitlistJoinForm
              idPrefix="welcome-join"
              submitLabel={WELCOME_PAGE.joinSubmit}
              form="welcome-page"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
