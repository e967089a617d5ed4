import {currencySymbol, formatPriceBound} from '~/lib/money';
import {useMarket} from '~/features/markets/use-market';
import {useCopy} from '~/features/markets/use-copy';
import {useLocation} from 'react-router';
import type {ShopFacet} from '~/features/catalog/catalog.server';
import {
  facetParam,
  isFacetParam,
  PRICE_MAX_PARAM,
  PRICE_MIN_PARAM,
  withoutFacet,
} from '~/features/catalog/shop-facets';

/**
 * The shop's facets as a GET form (works without JavaScript): checkboxes for list facets
 * (availability, product type, options) with Shopify's counts, a price range, and the
 * other parameters (`filter`, `sort`) kept as hidden fields. The active facets are listed
 * above it as removal links.
 */
export function FacetForm({facets}: {facets: ShopFacet[]}) {
  const {FACET_MESSAGES} = useCopy('catalog');
  const market = useMarket();
  const symbol = currencySymbol(market.currency, market.locale);
  const bound = (amount: string | null) =>
    amount && formatPriceBound(amount, market.currency, market.locale);
  const {pathname, search} = useLocation();
  const params = new URLSearchParams(search);
  const kept = [...params].filter(
    ([name]) =>
      !isFacetParam(name) && name !== 'cursor' && name !== 'direction',
  );
  const chosen = chosenValues(params);
  const selected = (name: string, value: string) =>
    chosen.has(pairKey(name, value));
  const active = activeFacets(facets, params, chosen, (min, max) =>
    FACET_MESSAGES.priceRange(bound(min), bound(max)),
  );
  const href = (next: URLSearchParams) =>
    next.size ? `${pathname}?${next}` : pathname;

  return (
    <div className="facets">
      {active.length ? (
        <div>
          <h3 className="sr-only">{FACET_MESSAGES.active}</h3>
          <ul className="active-facets">
            {active.map((facet) => (
              <li key={`${facet.name}=${facet.value ?? ''}`}>
                <a
                  href={href(withoutFacet(params, facet.name, facet.value))}
                  aria-label={FACET_MESSAGES.remove(facet.label)}
                >
                  {facet.label} <span aria-hidden>×</span>
                </a>
              </li>
            ))}
            <li>
              <a
                href={href(
                  new URLSearchParams(
                    kept.filter(([name]) => name !== 'cursor'),
                  ),
                )}
                className="clear-facets"
              >
                {FACET_MESSAGES.clearAll}
              </a>
            </li>
          </ul>
        </div>
      ) : null}
      {/* The panel's parts take their look by place (app.css, .facet-panel). */}
      <details className="facet-panel">
        <summary>{FACET_MESSAGES.title}</summary>
        <form method="get" action={pathname}>
          {kept.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div>
            {facets.map((facet) =>
              facet.type === 'PRICE_RANGE' ? (
                <fieldset key={facet.id}>
                  <legend>{facet.label}</legend>
                  <div>
                    <PriceInput
                      name={PRICE_MIN_PARAM}
                      label={FACET_MESSAGES.priceFrom(symbol)}
                      value={params.get(PRICE_MIN_PARAM)}
                    />
                    <PriceInput
                      name={PRICE_MAX_PARAM}
                      label={FACET_MESSAGES.priceTo(symbol)}
                      value={params.get(PRICE_MAX_PARAM)}
                    />
                  </div>
                </fieldset>
              ) : (
                <fieldset key={facet.id}>
                  <legend>{facet.label}</legend>
                  <ul>
                    {facet.values.map((value) => {
                      const param = facetParam(facet.id, value.id);
                      return (
                        <li key={value.id}>
                          <label>
                            <input
                              type="checkbox"
                              name={param.name}
                              value={param.value}
                              defaultChecked={selected(param.name, param.value)}
                            />
                            {/* One text node each: fewer pieces for the renderer to write. */}
                            {`${value.label} `}
                            <span>{`(${value.count})`}</span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              ),
            )}
          </div>
          <button type="submit" className="button-primary">
            {FACET_MESSAGES.apply}
          </button>
        </form>
      </details>
    </div>
  );
}

function PriceInput({
  name,
  label,
  value,
}: {
  name: string;
  label: string;
  value: string | null;
}) {
  return (
    <label>
      {label}
      <input
        type="number"
        name={name}
        min={0}
        step={1}
        inputMode="numeric"
        defaultValue={value ?? ''}
      />
    </label>
  );
}

const pairKey = (name: string, value: string) => `${name}\u0000${value}`;

/**
 * The URL's name/value pairs as a set, read once: the form asks about every value of
 * every facet (dozens), and `getAll` for each was a visible part of the shop's render.
 */
function chosenValues(params: URLSearchParams): Set<string> {
  return new Set([...params].map(([name, value]) => pairKey(name, value)));
}

/** The facets in the URL, with the labels Shopify gives their values. */
function activeFacets(
  facets: ShopFacet[],
  params: URLSearchParams,
  chosen: Set<string>,
  priceRange: (min: string | null, max: string | null) => string,
) {
  const active: {name: string; value?: string; label: string}[] = [];
  for (const facet of facets) {
    if (facet.type === 'PRICE_RANGE') continue;
    for (const value of facet.values) {
      const param = facetParam(facet.id, value.id);
      if (chosen.has(pairKey(param.name, param.value)))
        active.push({...param, label: `${facet.label}: ${value.label}`});
    }
  }
  const min = params.get(PRICE_MIN_PARAM) || null;
  const max = params.get(PRICE_MAX_PARAM) || null;
  if (min)
    active.push({
      name: PRICE_MIN_PARAM,
      label: priceRange(min, null),
    });
  if (max)
    active.push({
      name: PRICE_MAX_PARAM,
      label: priceRange(null, max),
    });
  return active;
}
