import {useCopy} from '~/features/markets/use-copy';
import {data, redirect} from 'react-router';
import type {Route} from './+types/cart-recovery';
import {PageHeading} from '~/components/PageHeading';
import {applyDiscountCode} from '~/features/cart/cart-codes.server';
import {
  settleChanges,
  type MutationPayload,
} from '~/features/cart/cart-changes.server';
import {noticeQuery, type CartNotice} from '~/features/cart/cart-notices';
import {
  linesToAdd,
  readRecoveryToken,
  recoverySecret,
  type RecoveryLine,
} from '~/features/offers/cart-recovery.server';
import {RECOVERY_TOKEN_PARAM} from '~/features/offers/cart-recovery-link';
import {CART_PATH} from '~/features/cart/cart-contract';
import {
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
} from '~/features/http/http-cache';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {formatMoney} from '~/lib/money';
import {ROUTES} from '~/lib/navigation';
import {
  offerTerms,
  RECOVERY_OFFER,
  RECOVERY_PAGE,
} from '~/features/offers/copy';
import {routePolicy} from '~/features/http/route-policy';
import {fetchCodeEnd} from '~/features/offers/code-end.server';
import {localizedHref} from '~/features/markets/markets';
import {useLocalize, useMarket} from '~/features/markets/use-market';

// The page without a link is the same for everyone; a signed link's answer is private.
export const handle = routePolicy({
  audience: 'public',
  writes: 'same-site',
  query: [RECOVERY_TOKEN_PARAM],
});

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta({
    title: RECOVERY_PAGE.title,
    description: RECOVERY_PAGE.description,
    canonical: canonicalUrl(args),
  }),
  // A link for one shopper: never in search results (robots.txt disallows it too).
  {name: 'robots', content: 'noindex, nofollow'},
];

type Failure = 'invalid' | 'expired' | 'unavailable';
const FAILURE_STATUS: Record<Failure, number> = {
  invalid: 400,
  expired: 410,
  unavailable: 503,
};

/** The link's lines, or why it cannot be used. */
async function verdictFor(token: string | null, env: Env) {
  const secret = recoverySecret(env);
  if (!secret) return {ok: false as const, reason: 'unavailable' as const};
  return readRecoveryToken(token, secret);
}

const failure = (reason: Failure) =>
  data(
    {state: reason, token: null, items: [], errors: []},
    {status: FAILURE_STATUS[reason], headers: PRIVATE_PAGE_CACHE},
  );

/**
 * GET shows what the link holds and a "Restore my cart" button; it changes nothing, so a
 * mail scanner or a prefetch that opens the link cannot fill anyone's cart (decision 0143).
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(RECOVERY_TOKEN_PARAM);
  // The bare address (no link): the same explanation for everyone, cacheable.
  if (token === null)
    return data(
      {state: 'none' as const, token: null, items: [], errors: []},
      {headers: PUBLIC_PAGE_CACHE},
    );
  // When the code ends, as its discount in Shopify says.
  const codeEnd = {
    codeEndsAt: await fetchCodeEnd(context, RECOVERY_OFFER.code),
    now: Date.now(),
  };
  const verdict = await verdictFor(token, context.env);
  if (!verdict.ok) return failure(verdict.reason);
  const {nodes} = await context.storefront.query(RECOVERY_VARIANTS_QUERY, {
    variables: {ids: verdict.lines.map((line) => line.merchandiseId)},
    cache: context.storefront.CacheShort(),
  });
  return data(
    {
      state: 'ready' as const,
      token,
      items: describe(verdict.lines, nodes, context.market.locale),
      errors: [],
      ...codeEnd,
    },
    {headers: PRIVATE_PAGE_CACHE},
  );
}

/**
 * The restore: adds what the cart lacks of the link's lines (creating a cart when there is
 * none), applies the recovery code, and shows the cart with its checkout button.
 */
export async function action({request, context}: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = form?.get(RECOVERY_TOKEN_PARAM);
  const verdict = await verdictFor(
    typeof token === 'string' ? token : null,
    context.env,
  );
  if (!verdict.ok) return failure(verdict.reason);

  const {cart} = context;
  const existing = cart.getCartId() ? await cart.get() : null;
  const missing = linesToAdd(verdict.lines, existing?.lines.nodes ?? []);
  const headers = new Headers(PRIVATE_PAGE_CACHE);
  // What Shopify changed or refused (a line cut to the stock, the code below its minimum)
  // is said on the cart page; a refused code does not stay in the cart (cart-notices.ts).
  let notices: CartNotice[] = [];
  if (existing) {
    if (missing.length) {
      const added = await cart.addLines(missing);
      if (added.userErrors?.length || !added.cart)
        return restoreFailed(typeof token === 'string' ? token : null);
      notices = (await settleChanges(cart, added as MutationPayload)).notices;
    }
    const applied = await applyDiscountCode(cart, RECOVERY_OFFER.code);
    if (applied.result.codeState === 'refused')
      notices.push({
        kind: 'code-dropped',
        code: RECOVERY_OFFER.code,
        reason: applied.result.codeRefusal ?? null,
      });
  } else {
    const created = await cart.create({
      lines: missing,
      discountCodes: [RECOVERY_OFFER.code],
      // The cart is in the market of the link's page (issue 30).
      buyerIdentity: {countryCode: context.market.country},
    });
    if (created.userErrors?.length || !created.cart?.id)
      return restoreFailed(typeof token === 'string' ? token : null);
    for (const [name, value] of cart.setCartId(created.cart.id))
      headers.append(name, value);
    notices = (await settleChanges(cart, created as MutationPayload)).notices;
  }
  const query = noticeQuery(notices);
  const cartPath = localizedHref(context.market, CART_PATH);
  return redirect(query ? `${cartPath}?${query}` : cartPath, {
    status: 303,
    headers,
  });
}

const restoreFailed = (token: string | null) =>
  data(
    {
      state: 'ready' as const,
      token,
      items: [],
      errors: [RECOVERY_PAGE.restoreFailed],
    },
    {status: 422, headers: PRIVATE_PAGE_CACHE},
  );

type VariantNode = {
  __typename?: string;
  id?: string;
  title?: string;
  availableForSale?: boolean;
  price?: {amount: string; currencyCode: string};
  product?: {title: string; handle: string};
} | null;

function describe(
  lines: RecoveryLine[],
  nodes: ReadonlyArray<VariantNode>,
  locale: string,
) {
  return lines.map((line, index) => {
    const variant = nodes[index];
    return {
      id: line.merchandiseId,
      quantity: line.quantity,
      title: variant?.product?.title ?? RECOVERY_PAGE.unavailable,
      variantTitle:
        variant?.title && variant.title !== 'Default Title'
          ? variant.title
          : null,
      price: variant?.price ? formatMoney(variant.price, locale) : null,
      href: variant?.product ? ROUTES.product(variant.product.handle) : null,
      available: Boolean(variant?.availableForSale),
    };
  });
}

export default function CartRecoveryPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const termsIn = {
    terms: useCopy('offers').OFFER_TERMS,
    locale: useMarket().locale,
  };
  const {RECOVERY_PAGE} = useCopy('offers');
  const localize = useLocalize();
  const page = actionData ?? loaderData;
  if (page.state === 'none') return <NoLink />;
  if (page.state !== 'ready') return <LinkProblem reason={page.state} />;
  const items = page.items.length ? page.items : loaderData.items;
  return (
    <section className="px-4 pb-20 sm:px-6">
      <PageHeading eyebrow={RECOVERY_PAGE.eyebrow} title={RECOVERY_PAGE.title}>
        <p>{RECOVERY_PAGE.intro}</p>
      </PageHeading>
      <div className="mx-auto max-w-xl space-y-6">
        {page.errors.length ? (
          <p
            role="alert"
            className="rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {page.errors.join(' ')}
          </p>
        ) : null}
        <h2 className="text-lg font-semibold">{RECOVERY_PAGE.itemsTitle}</h2>
        <ul className="divide-y divide-stone-200 dark:divide-stone-700">
          {items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-3">
              <span>
                {item.href ? (
                  <a
                    href={localize(item.href)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {item.title}
                  </a>
                ) : (
                  <span className="font-medium">{item.title}</span>
                )}
                {item.variantTitle ? (
                  <span className="block text-sm text-stone-600 dark:text-stone-400">
                    {item.variantTitle}
                  </span>
                ) : null}
                <span className="block text-sm text-stone-600 dark:text-stone-400">
                  {RECOVERY_PAGE.quantity(item.quantity)}
                </span>
              </span>
              <span className="text-right">
                {item.price}
                {item.available ? null : (
                  <span className="block text-sm text-red-700 dark:text-red-400">
                    {RECOVERY_PAGE.unavailable}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <div className="rounded-3xl border border-stone-200 p-5 dark:border-stone-700">
          <h2 className="font-semibold">
            {RECOVERY_PAGE.termsTitle}:{' '}
            <span className="font-mono tracking-widest">
              {RECOVERY_OFFER.code}
            </span>
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-300">
            {offerTerms(
              RECOVERY_OFFER,
              'codeEndsAt' in loaderData ? loaderData.codeEndsAt : undefined,
              'now' in loaderData ? loaderData.now : Date.now(),
              termsIn,
            ).map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
        <form method="post" className="text-center">
          <input
            type="hidden"
            name={RECOVERY_TOKEN_PARAM}
            value={page.token ?? ''}
          />
          <button type="submit" className="button-primary">
            {RECOVERY_PAGE.restore}
          </button>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
            {RECOVERY_PAGE.restoreHint}
          </p>
        </form>
      </div>
    </section>
  );
}

function NoLink() {
  const {RECOVERY_PAGE} = useCopy('offers');
  const localize = useLocalize();
  return (
    <section className="px-4 pb-20 text-center sm:px-6">
      <PageHeading title={RECOVERY_PAGE.title}>
        <p>{RECOVERY_PAGE.noLinkText}</p>
      </PageHeading>
      <a href={localize(ROUTES.shop)} className="button-primary">
        {RECOVERY_PAGE.toShop}
      </a>
    </section>
  );
}

function LinkProblem({reason}: {reason: Failure}) {
  const {RECOVERY_PAGE} = useCopy('offers');
  const localize = useLocalize();
  const {title, text} = {
    invalid: {
      title: RECOVERY_PAGE.invalidTitle,
      text: RECOVERY_PAGE.invalidText,
    },
    expired: {
      title: RECOVERY_PAGE.expiredTitle,
      text: RECOVERY_PAGE.expiredText,
    },
    unavailable: {
      title: RECOVERY_PAGE.unavailableTitle,
      text: RECOVERY_PAGE.unavailableText,
    },
  }[reason];
  return (
    <section className="px-4 pb-20 text-center sm:px-6">
      <PageHeading title={title}>
        <p>{text}</p>
      </PageHeading>
      <a href={localize(ROUTES.shop)} className="button-primary">
        {RECOVERY_PAGE.toShop}
      </a>
    </section>
  );
}

const RECOVERY_VARIANTS_QUERY = `#graphql
  query RecoveryVariants(
    $ids: [ID!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      __typename
      ... on ProductVariant {
        id
        title
        availableForSale
        price {
          amount
          currencyCode
        }
        product {
          title
          handle
        }
      }
    }
  }
` as const;
